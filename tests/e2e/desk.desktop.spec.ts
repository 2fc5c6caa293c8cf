import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { EMULATOR_PROJECT_ID } from '@/lib/constants';
import { DESK_PATH } from '@/lib/routes';
import { buildServer } from '@/server/app';
import { intakeOptionsFromEnv } from '@/server/intake/config';
import { ContentDesk } from '@/server/staff/content-desk';
import { FolderImageStore } from '@/server/staff/images';
import { LocalSiteBuilder } from '@/server/staff/local-site-builder';
import { DEMO_PASSWORD, deskEnvironment, loadDesk } from '@/scripts/desk-setup';
import { startAuthEmulator, stopAuthEmulator, type RunningAuthEmulator } from '@/tests/support/auth-emulator';
import { loadRules, startEmulator, stopEmulator, type RunningEmulator } from '@/tests/support/firestore-emulator';
import { copyOfApp, ISOLATED_BUILD_TIMEOUT_MS } from '@/tests/support/isolated-build';
import { RATE_LIMIT_HEADROOM_ENV } from '@/tests/support/rate-limit-headroom';
import { expectNoAxeViolations } from './support';

/**
 * The whole desk, as staff use it: real sign-in (the Auth emulator), the content in the Firestore emulator,
 * and a copy of the app under reports/ that the desk's publish really rebuilds and serves. An editor
 * drafts, a publisher previews and publishes, the rebuilt page shows the change, a restore puts it back,
 * and sales answers a lead. Serial: each step works on what the one before left.
 */
test.describe.configure({ mode: 'serial', timeout: ISOLATED_BUILD_TIMEOUT_MS });

const SERVICE = { id: 'agri-insurance', path: '/agri-insurance/', title: /Agri Insurance/ };
const POST = { id: 'how-to-read-ndvi-crop-health-map', title: /Crop-Health \(NDVI\) Map/ };
const NEW_SUBHEADING = 'Satellite evidence of sown area and crop loss for every insured plot, ready when the claim is made.';
const originalSubheading = (JSON.parse(readFileSync(path.join(process.cwd(), 'content', 'services', `${SERVICE.id}.json`), 'utf8')) as { sections: Array<{ subheading?: string }> })
  .sections[0]!.subheading!;

let firestore: RunningEmulator;
let auth: RunningAuthEmulator;
let builder: LocalSiteBuilder;
let server: FastifyInstance;
let baseUrl = '';
const savedEnv: Record<string, string | undefined> = {};

test.beforeAll(async () => {
  test.setTimeout(ISOLATED_BUILD_TIMEOUT_MS);
  [firestore, auth] = await Promise.all([startEmulator(), startAuthEmulator()]);
  await loadRules(firestore.host);
  const dir = copyOfApp('desk', ['scripts', 'server', 'worker', 'types']);
  const env = { ...deskEnvironment(firestore.host, auth.host), DESK_IMAGE_DIR: path.join(dir, 'data', 'desk', 'images') };
  // This worker's builds and server read the emulators; put back afterwards for the specs that follow in it.
  for (const [name, value] of Object.entries(env)) {
    savedEnv[name] = process.env[name];
    process.env[name] = value;
  }
  await loadDesk({ log: () => undefined });
  builder = new LocalSiteBuilder(dir, path.join(dir, 'out'));
  await builder.start('the test’s first build');
  await builder.settled();
  expect((await builder.status())?.state).toBe('succeeded');
  server = await buildServer({
    outDir: path.join(dir, 'out'),
    intake: {
      ...intakeOptionsFromEnv({ ...process.env, ...RATE_LIMIT_HEADROOM_ENV, INTAKE_DATA_DIR: path.join(dir, 'data'), INTAKE_STORE: 'file' }),
      desk: { content: new ContentDesk(EMULATOR_PROJECT_ID), builder, images: new FolderImageStore(env.DESK_IMAGE_DIR) },
    },
  });
  baseUrl = await server.listen({ port: 0, host: '127.0.0.1' });
});

test.afterAll(async () => {
  await builder?.settled();
  await server?.close();
  for (const [name, value] of Object.entries(savedEnv))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  await Promise.all([firestore && stopEmulator(firestore), auth && stopAuthEmulator(auth)]);
});

async function signIn(page: Page, email: string) {
  await page.goto(`${baseUrl}${DESK_PATH}/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(`${email} ·`)).toBeVisible();
}

async function open(page: Page, title: RegExp) {
  await page.getByRole('navigation', { name: 'Documents' }).getByRole('button', { name: title }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

/** No axe violations at the desktop width and at a phone's (390 px). */
async function expectAccessibleAtBothWidths(page: Page) {
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1366, height: 900 });
}

const bannerSubheading = (page: Page) =>
  page
    .locator('section')
    .filter({ has: page.locator('h1') })
    .first();

test('the desk is not for search engines, and a wrong password is refused in words', async ({ page }) => {
  const answer = await page.goto(`${baseUrl}${DESK_PATH}/`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  expect(answer?.headers()['content-security-policy']).toContain(`http://${auth.host}`);
  await page.getByLabel('Email').fill('editor@example.in');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The email or the password is not right' })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
});

test('an editor changes a service’s text and a post’s cover as drafts; the live site is unchanged, and an editor cannot publish', async ({ page }) => {
  await signIn(page, 'editor@example.in');
  await open(page, SERVICE.title);
  const subheading = page.getByLabel('Subheading').first();
  await expect(subheading).toHaveValue(originalSubheading);
  await expectAccessibleAtBothWidths(page);
  // Checked as the editor types: an empty heading is a problem the build would refuse, and saving says so.
  const heading = page.getByLabel('Heading', { exact: true }).first();
  const oldHeading = await heading.inputValue();
  await heading.fill('');
  await expect(page.getByText('1 problem to fix')).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Fix the problem marked in the form first')).toBeVisible();
  await heading.fill(oldHeading);
  await subheading.fill(NEW_SUBHEADING);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved. The live site is unchanged until it is published.')).toBeVisible();

  await open(page, POST.title);
  const picture = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 30, g: 110, b: 70 } } })
    .png()
    .toBuffer();
  await page.getByLabel('Choose a new picture').setInputFiles({ name: 'ndvi-field-cover.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByRole('img', { name: 'The picture as it will be cut, 1900 × 500' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload this picture' }).click();
  await expect(page.getByText('Picture uploaded. Save the draft to keep it.')).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved. The live site is unchanged until it is published.')).toBeVisible();

  await expect(page.getByRole('heading', { name: '2 drafts waiting to be published' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish all drafts' })).toHaveCount(0);
  await expect(page.getByText('A publisher puts drafts live.')).toBeVisible();

  await page.goto(`${baseUrl}${SERVICE.path}`);
  await expect(bannerSubheading(page)).toContainText(originalSubheading.replace('{brand} ', ''));
  await expect(page.getByText(NEW_SUBHEADING)).toHaveCount(0);
});

test('a publisher previews the draft with the site’s sections, publishes, and the rebuilt page shows the change', async ({ page }) => {
  await signIn(page, 'publisher@example.in');
  await open(page, SERVICE.title);
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(preview.getByText(NEW_SUBHEADING)).toBeVisible();

  await page.getByRole('button', { name: 'Publish all drafts' }).click();
  await expect(page.getByText('Published 2 documents.')).toBeVisible();
  await expect(page.getByText(/^The site is rebuilt: the published changes are live/)).toBeVisible({ timeout: ISOLATED_BUILD_TIMEOUT_MS });

  await page.goto(`${baseUrl}${SERVICE.path}`);
  await expect(bannerSubheading(page).getByText(NEW_SUBHEADING)).toBeVisible();
  await page.goto(`${baseUrl}/post/${POST.id}/`);
  const cover = page.locator('article img').first();
  await expect(cover).toHaveAttribute('src', /^\/assets\/uploads\/ndvi-field-cover-[0-9a-f]{12}\.webp$/);
  const served = await page.request.get(`${baseUrl}${await cover.getAttribute('src')}`);
  expect([served.status(), served.headers()['content-type']]).toEqual([200, 'image/webp']);
  const { width, height } = await sharp(await served.body()).metadata();
  expect([width, height]).toEqual([1900, 500]);
});

test('restoring the version a publish replaced makes it the draft, and publishing it puts the page back', async ({ page }) => {
  await signIn(page, 'publisher@example.in');
  await open(page, SERVICE.title);
  const history = page.getByRole('region', { name: 'History' });
  await history.getByRole('button', { name: /^Restore the version live until/ }).click();
  await expect(page.getByText(/is now the draft: publish it to restore it on the site/)).toBeVisible();
  await expect(page.getByLabel('Subheading').first()).toHaveValue(originalSubheading);
  await page.getByRole('button', { name: 'Publish all drafts' }).click();
  await expect(page.getByText('Published 1 document.')).toBeVisible();
  await expect(page.getByText(/^The site is rebuilt: the published changes are live/)).toBeVisible({ timeout: ISOLATED_BUILD_TIMEOUT_MS });
  await page.goto(`${baseUrl}${SERVICE.path}`);
  await expect(page.getByText(NEW_SUBHEADING)).toHaveCount(0);

  await page.goto(`${baseUrl}${DESK_PATH}/`);
  await page.getByRole('button', { name: 'Activity' }).click();
  const log = page.getByRole('region', { name: 'Activity' });
  await expect(log.getByRole('listitem').first()).toContainText(`publisher@example.in published services/${SERVICE.id}`);
  await expect(log.getByText(`editor@example.in saved a draft of posts/${POST.id}`)).toBeVisible();
});

test('sales moves a lead from new to contacted and exports the leads as CSV; the content is not theirs', async ({ page }) => {
  const sent = await page.request.post(`${baseUrl}/api/contact/send`, {
    data: {
      name: 'Sunita Jadhav',
      email: 'sunita.jadhav@example.in',
      phone: '+91 98220 41234',
      sector: 'Agriculture',
      message: 'eCrop Brochure',
      domain: 'eCrop Brochure',
      page: '/ecrop/',
    },
  });
  expect(sent.status()).toBe(201);
  await signIn(page, 'sales@example.in');
  await expect(page.getByRole('button', { name: 'Content' })).toHaveCount(0);
  const status = page.getByLabel('Status for Sunita Jadhav');
  await expect(status).toHaveValue('new');
  await expectAccessibleAtBothWidths(page);
  await status.selectOption('contacted');
  await expect(page.getByRole('status').getByText('Saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Status for Sunita Jadhav')).toHaveValue('contacted');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(readFileSync((await file.path())!, 'utf8')).toContain('Sunita Jadhav');
});
