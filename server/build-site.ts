import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { isBuildCurrent, sourceHash, STAMP_FILE } from './build-stamp';
import { precompress } from './precompress';

/** A step of the build exited with an error: out/ is not to be trusted. */
export class BuildFailed extends Error {
  override name = 'BuildFailed';
  constructor(
    readonly step: string,
    readonly status: number,
  ) {
    super(`${step} failed`);
  }
}

/**
 * The build, in order: what `npm run build` runs (package.json's `build` script is these steps joined with
 * `&&`, which build-site.test.ts checks) and what `buildIfStale` runs.
 */
export const BUILD_STEPS: ReadonlyArray<{ name: string; tool: 'tsx' | 'next'; script: string }> = [
  { name: 'generating assets', tool: 'tsx', script: 'scripts/build-assets.ts' },
  { name: 'next build', tool: 'next', script: 'build' },
  // The chunks pages run as they load are compiled off the main thread (see the script).
  { name: 'the compile hints', tool: 'tsx', script: 'scripts/compile-hints.ts' },
  // Each page fetches its script chunks once it has painted its text (see the script).
  { name: 'scripts after paint', tool: 'tsx', script: 'scripts/scripts-after-paint.ts' },
  { name: 'the search index', tool: 'tsx', script: 'scripts/search-index.ts' },
  { name: 'the service worker', tool: 'tsx', script: 'scripts/service-worker.ts' },
];

/** The steps as one shell command, as package.json's `build` script writes them. */
export const buildCommand = () => BUILD_STEPS.map(({ tool, script }) => `${tool} ${script}`).join(' && ');

/**
 * Builds the site into out/ when it is missing or stale (its stamp differs from the hash of the
 * sources), then writes the compressed twins and the stamp. `npm start` and `npm run check:site` both
 * call it, so both rebuild on exactly the same condition.
 */
export function buildIfStale(root: string, outDir: string): void {
  if (isBuildCurrent(root, outDir)) {
    console.log('out/ is current; skipping the build.');
    return;
  }
  console.log(`out/ is missing or stale; building it: ${BUILD_STEPS.map(({ name }) => name).join(', ')}.`);
  for (const step of BUILD_STEPS) {
    const result = spawnSync(process.execPath, stepArgs(step), { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    if (result.status !== 0) throw new BuildFailed(step.name, result.status ?? 1);
  }
  console.log(`Precompressed ${finishBuild(root, outDir)} files.`);
}

const stepArgs = ({ tool, script }: (typeof BUILD_STEPS)[number]) => (tool === 'next' ? [require.resolve('next/dist/bin/next'), script] : [require.resolve('tsx/cli'), script]);

/** After the steps: the compressed twins, and the stamp that says which sources out/ was built from. */
function finishBuild(root: string, outDir: string): number {
  const compressed = precompress(outDir);
  writeFileSync(path.join(outDir, STAMP_FILE), sourceHash(root));
  return compressed;
}

/**
 * The same build, whatever the stamp says, without blocking the process: a server that keeps serving while
 * it rebuilds (the desk's local publish). Each line of the steps' output goes to `log`.
 */
export async function rebuildSite(root: string, outDir: string, log: (line: string) => void): Promise<void> {
  for (const step of BUILD_STEPS) {
    log(`${step.name}…`);
    const status = await new Promise<number>((resolve, reject) => {
      const child = spawn(process.execPath, stepArgs(step), { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
      for (const stream of [child.stdout, child.stderr]) stream.setEncoding('utf8').on('data', (chunk: string) => chunk.split('\n').filter(Boolean).forEach(log));
      child.on('error', reject);
      child.on('close', (code) => resolve(code ?? 1));
    });
    if (status !== 0) throw new BuildFailed(step.name, status);
  }
  log(`Precompressed ${finishBuild(root, outDir)} files.`);
}

/**
 * `buildIfStale` for a command that goes on to use out/ (serve it, check it, measure it): a failed step
 * ends the process with that step's status, naming what it will not do with a stale site.
 */
export function buildIfStaleOrExit(root: string, outDir: string, purpose: string): void {
  try {
    buildIfStale(root, outDir);
  } catch (error) {
    if (!(error instanceof BuildFailed)) throw error;
    console.error(`${error.step} failed; not ${purpose} a stale site.`);
    process.exit(error.status);
  }
}
