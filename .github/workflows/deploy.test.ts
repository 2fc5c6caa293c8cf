/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * The publish workflow cannot run here, so its shape is checked: what fires it, that nothing is deployed
 * before the tests and the Firestore build have passed, that no step lets a failure through, and that
 * two hooks in a row end in one deploy of the newest content.
 */
interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
  'continue-on-error'?: boolean;
}
interface Job {
  needs?: string | string[];
  if?: string;
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  steps: Step[];
  'continue-on-error'?: boolean;
}
interface Workflow {
  on: Record<string, unknown>;
  env: Record<string, string>;
  concurrency?: unknown;
  jobs: Record<string, Job>;
}

const workflow = parse(readFileSync(path.join(__dirname, 'deploy.yml'), 'utf8')) as Workflow;
const { build, deploy } = workflow.jobs;
const stepIndex = (job: Job, match: (step: Step) => boolean) => job.steps.findIndex(match);
const runs = (pattern: RegExp) => (step: Step) => pattern.test(step.run ?? '');
const firebase = JSON.parse(readFileSync(path.join(process.cwd(), 'firebase.json'), 'utf8'));

it('is fired by the content-published hook and by hand', () => {
  expect(workflow.on).toEqual({ repository_dispatch: { types: ['content-published'] }, workflow_dispatch: null });
});

it('installs, runs the tests that need no browser, then builds from Firestore with the service account', () => {
  const install = stepIndex(build!, runs(/^\.ci\/install$/));
  const typecheck = stepIndex(build!, runs(/^npm run typecheck$/));
  const tests = stepIndex(build!, runs(/^npm run test:unit$/));
  const auth = stepIndex(build!, (step) => step.uses?.startsWith('google-github-actions/auth') ?? false);
  const buildStep = stepIndex(build!, runs(/^npm run build$/));
  expect(install).toBeGreaterThan(-1);
  // The build does not check types itself (next.config.mjs), so the workflow must, before building.
  expect([install, typecheck, tests, auth, buildStep]).toEqual([...[install, typecheck, tests, auth, buildStep]].sort((a, b) => a - b));
  expect(build!.steps[auth]!.with?.credentials_json).toBe('${{ secrets.FIREBASE_SERVICE_ACCOUNT }}');
  // Firestore or nothing: the build must not fall back to the content shipped in the repository.
  expect(build!.steps[buildStep]!.env?.CONTENT_SOURCE).toBe('firestore');
  expect(workflow.env.FIREBASE_PROJECT_ID).toBeTruthy();
});

it('deploys only after the build job, the intake to Cloud Run and out/ to Firebase Hosting', () => {
  expect(deploy!.needs).toBe('build');
  const download = stepIndex(deploy!, (step) => step.uses?.startsWith('actions/download-artifact') ?? false);
  const cloudRun = stepIndex(deploy!, runs(/gcloud run deploy "\$CLOUD_RUN_SERVICE" --source \./));
  const hosting = stepIndex(deploy!, runs(/firebase-tools@\d+ deploy --only hosting/));
  expect(download).toBeGreaterThan(-1);
  expect(cloudRun).toBeGreaterThan(download);
  expect(hosting).toBeGreaterThan(cloudRun);
  // The service the Hosting rewrite sends /api to is the one deployed.
  const rewrite = firebase.hosting.rewrites.find((r: { run?: unknown }) => r.run).run;
  expect({ serviceId: workflow.env.CLOUD_RUN_SERVICE, region: workflow.env.CLOUD_RUN_REGION }).toEqual(rewrite);
  // Nothing is deployed from the build job.
  expect(build!.steps.some((step) => /deploy/.test(step.run ?? ''))).toBe(false);
});

it('lets no failure through: no step or job continues on error or runs regardless', () => {
  for (const [name, job] of Object.entries(workflow.jobs)) {
    expect([name, job['continue-on-error'] ?? false, job.if ?? '']).toEqual([name, false, '']);
    for (const step of job.steps) {
      expect([step.name ?? step.uses, step['continue-on-error'] ?? false, step.if ?? '']).toEqual([step.name ?? step.uses, false, '']);
    }
  }
});

it('ends two hooks in a row in one deploy of the newest content, never cancelling a deploy half-way', () => {
  expect(workflow.concurrency).toBeUndefined();
  expect(build!.concurrency).toEqual({ group: 'publish-build', 'cancel-in-progress': true });
  expect(deploy!.concurrency).toEqual({ group: 'publish-deploy', 'cancel-in-progress': false });
});
