import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, testChromium } from './scripts/chromium.ts';

/**
 * Browser tests in Debian's Chromium (never a downloaded browser): its headless shell when installed
 * (scripts/chromium.ts). `npm run test:fixtures` has built the
 * fixture tenants into var/test; the web server serves them with the sample API beside it.
 */
const PORT = Number(process.env.E2E_PORT ?? 4399);
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4398);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // A hang detector, not a speed goal (speed lives in the benchmark): a long journey takes 10–20 s on a quiet
  // two-core machine and three times that on a loaded CI one, where Playwright's 30 s default failed passing
  // journeys with every step green. Journeys longer still set test.slow() or their own timeout.
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'en-US',
    timezoneId: 'Asia/Kuwait',
    trace: 'off',
    // The storefront registers a service worker on every page (issue 16), which would keep pages for offline use
    // in every test and take requests from page.route: only tests/e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: testChromium(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
  webServer: {
    command: `node scripts/test-server.ts`,
    url: `http://localhost:${PORT}/`,
    // A run at another instant (E2E_CLOCK, tests/e2e/fixtures.ts) needs a server on that clock.
    reuseExistingServer: !process.env.CI && !process.env.E2E_CLOCK,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      SAMPLE_API_PORT: String(API_PORT),
      VAR_DIR: process.env.VAR_DIR ?? 'var/test',
      ...(process.env.E2E_CLOCK ? { E2E_CLOCK: process.env.E2E_CLOCK } : {}),
    },
  },
});
