import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;
/** The bearer token of the test server's /metrics (telemetry.spec.ts reads it). */
export const METRICS_TOKEN = 'e2e-metrics-token-0123456789abcdef';
/** The server to start; E2E_SERVER_DIR can point at a snapshot of apps/server (whose ../../web/build is served). */
const SERVER_DIR = process.env.E2E_SERVER_DIR ?? '../apps/server';
/**
 * The OpenID Connect provider auth-providers.spec.ts starts on this port (the server reaches it
 * only when a journey signs in with it): the test server's one configured provider, `local`.
 */
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? PORT + 99);
export const OIDC_CLIENT = { id: 'orbit-test', secret: 'orbit-test-secret-orbit-test-secret' };
/**
 * Chromium's features the journeys' browser goes without. Chromium reads only the last
 * --disable-features, so the list repeats Playwright's own (1.65's chromiumSwitches) and adds the
 * omnibox popup's WebUI: Chromium 156 preloads it for every window, two renderers of ~160 MB each
 * that take their share of a busy machine's two cores in a browser with no omnibox to show.
 */
const DISABLED_FEATURES = [
  // Playwright's.
  'AimEnabled',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsFirstBalancedModeAutoEnable',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'NetworkTimeServiceQuerying',
  'OptimizationHints',
  'PaintHolding',
  'PreconnectToSearch',
  'ThirdPartyStoragePartitioning',
  // Orbit's.
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];
/** Journeys that move the server's clock: `*.clock.spec.ts`. */
const CLOCK_JOURNEYS = /\.clock\.spec\.ts$/;

/**
 * Journeys in Debian's Chromium against a real Orbit: the built web client and the server on a
 * fresh in-memory database with the demo seed. The captcha stays on (the page solves it).
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '../.tmp/test-results/e2e.json' }]],
  use: {
    baseURL: BASE_URL,
    // A trace only for a retry (CI retries once): recording every journey's snapshots and
    // screencast took about a third of the run's CPU on a machine the journeys already keep busy.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        `--disable-features=${DISABLED_FEATURES.join(',')}`,
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: CLOCK_JOURNEYS,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      grep: /@phone/,
      testIgnore: CLOCK_JOURNEYS,
    },
    // Journeys that move the server's clock (`/dev/clock`) run last, when nothing else runs, one
    // at a time: a week one journey jumps would end the other's session and waiting periods.
    {
      name: 'clock',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: CLOCK_JOURNEYS,
      dependencies: ['desktop', 'phone'],
      workers: 1,
    },
  ],
  webServer: {
    // The server as `npm start` runs it: its ahead-of-time build (`npm run build` made it).
    command: 'node --enable-source-maps dist/main.js',
    cwd: SERVER_DIR,
    url: `${BASE_URL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      DATA_DIR: 'memory://',
      RATE_LIMIT: 'off',
      DEV_TOOLS: 'on',
      TEST_CLOCK: 'on',
      METRICS_TOKEN,
      OIDC_PROVIDERS: JSON.stringify([
        {
          name: 'local',
          issuer: `http://127.0.0.1:${OIDC_PORT}`,
          client_id: OIDC_CLIENT.id,
          client_secret: OIDC_CLIENT.secret,
        },
      ]),
      LOG_LEVEL: 'warn',
    },
  },
});
