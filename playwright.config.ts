import { defineConfig } from '@playwright/test';
import { findChromium, TEST_BROWSER_ARGS } from './scripts/lib/browser';
import { E2E_BUILD_DIR, sandboxServerCommand, sandboxServerEnv } from './scripts/lib/sandbox-build';
import { portalUrl } from './runtime/platform/base-path';

const PORT = 4173;
// A running dev server (`npx vite --port 5181`) instead of a fresh build: for working on one spec while
// other builds run. CI never sets it.
const devServer = process.env.E2E_BASE_URL;

/**
 * The test that takes the longest (it runs the snapshot tool three times, each with its own server and
 * browsers): queued first, so the rest run beside it instead of the run ending on it alone, as it did when
 * it came last by name.
 */
const LONG = ['snapshot-tool.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Each test has a sandbox world of its own (tests/e2e/support/test.ts), so tests never see each other's
  // faults or data, and may run side by side: twice as many as cores, since a test spends part of its time
  // waiting on the app's timers and the sandbox (332 tests on two cores: 325 s with 3, 303 s with 4).
  workers: '200%',
  retries: process.env.CI ? 1 : 0,
  // With twice as many tests as cores, a page that a quiet machine draws in one second can take several:
  // a visible heading or toast is waited for up to 10 s (Playwright's default is 5).
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: devServer ?? `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    viewport: { width: 375, height: 667 },
    // A phone's layout in CSS px, drawn at one device pixel each: the tests read roles and text, and a
    // denser screen would only make Chromium paint four times the pixels (layout.spec.ts covers dpr-N).
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    launchOptions: {
      executablePath: findChromium(),
      // The fake media flags give getUserMedia a test-pattern camera, allowed without a prompt (face-verify).
      args: [...TEST_BROWSER_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
    },
  },
  projects: [
    { name: 'long', testMatch: LONG },
    { name: 'e2e', testIgnore: LONG },
  ],
  webServer: devServer ? undefined : {
    // The production build served with the embedded sandbox backend, as `npm start` users get it, and the
    // operations console beside it (studio-console.spec.ts).
    command: sandboxServerCommand(E2E_BUILD_DIR, PORT, { withConsole: true }),
    url: `http://127.0.0.1:${PORT}${portalUrl('/')}`,
    reuseExistingServer: false,
    env: sandboxServerEnv(),
    timeout: 120_000,
  },
});
