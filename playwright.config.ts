import { defineConfig, devices } from '@playwright/test';
import { RATE_LIMIT_HEADROOM_ENV } from './tests/support/rate-limit-headroom';
import { ANY_WIDTH, ANY_WIDTH_SPECS } from './tests/support/any-width';

/**
 * Browser tests against the built site served by `npm start` (which builds when out/ is stale).
 * Debian's Chromium, never a downloaded browser. Files named *.desktop.spec.ts run only at 1366 px,
 * *.mobile.spec.ts only at 390 px, and plain *.spec.ts in both, but for what holds at any width
 * (tests/support/any-width.ts), which runs at 1366 px only. no-js.spec.ts runs alone in the `no-js`
 * project: a phone with JavaScript off.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
/** The spec of the `no-js` project, which the other projects leave out. */
const noJsSpec = /no-js\.spec\.ts$/;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // CI runs two workers beside the isolated builds some specs make (tests/support/isolated-build.ts) on two
  // cores, where a page's main thread can wait seconds for the CPU: a client navigation has taken over 5 s
  // to commit there. Assertions still wait for a state, only longer.
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'reports/playwright' }]] : 'list',
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    // Recording a trace (its screencast) costs every test CPU; on CI only a retry records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The offline worker answers requests from its caches, which would hide page.route() mocks and one
    // test's state from the next: tests/e2e/offline.spec.ts allows it where it is under test.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [/\.mobile\.spec\.ts$/, noJsSpec],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions: chromium },
    },
    {
      name: 'mobile',
      testIgnore: [/\.desktop\.spec\.ts$/, noJsSpec, ANY_WIDTH_SPECS],
      grepInvert: new RegExp(ANY_WIDTH),
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
    },
    {
      // Every page as a phone without JavaScript gets it: readable, its links working, its lists paged by links.
      name: 'no-js',
      testMatch: noJsSpec,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, javaScriptEnabled: false, launchOptions: chromium },
    },
  ],
  webServer: {
    command: 'npm start',
    url: `http://127.0.0.1:${port}/`,
    // Every test posts from 127.0.0.1, one client to the intake's rate limit: the limits are raised for it.
    env: { PORT: String(port), NEXT_TELEMETRY_DISABLED: '1', ...RATE_LIMIT_HEADROOM_ENV },
    reuseExistingServer: !process.env.CI,
    timeout: 600_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
