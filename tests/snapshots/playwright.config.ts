import { defineConfig } from '@playwright/test';
import { findChromium } from '../../scripts/lib/browser';
import { sandboxServerCommand, sandboxServerEnv } from '../../scripts/lib/sandbox-build';
import { portalUrl } from '../../runtime/platform/base-path';
import { PROFILES } from '../../scripts/lib/snapshot-cases';

// Another port when a second run (a CI run of a clean clone, say) is using this one.
const PORT = Number(process.env.SNAPSHOT_PORT ?? 4174);

/**
 * `npm run snapshot` (scripts/snapshot.ts) runs this: every page state of the snapshot cases, loaded once at
 * the phone's layout and captured at each of its layouts, compared with the committed ARIA and screenshot
 * snapshots beside this file (tests/snapshots/<layout>/).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.snapshot.ts',
  snapshotPathTemplate: '{testDir}/{arg}{ext}',
  updateSnapshots: 'none',
  fullyParallel: true,
  // Twice as many as cores: a state waits on the sandbox, its fonts and pictures part of the time (on two
  // cores, 884 captures: 338 s with two workers, 273 s with three, 256 s with four).
  workers: '200%',
  retries: process.env.CI ? 1 : 0,
  // Not under test-results/, which an e2e run empties meanwhile.
  outputDir: '../../node_modules/.cache/snapshot-output',
  reporter: [['./summary-reporter.ts'], ['html', { outputFolder: '../../playwright-report/snapshot', open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    // Each state opens at the phone's layout; the test switches to its other layouts (pages.snapshot.ts).
    viewport: { width: PROFILES.phone.width, height: PROFILES.phone.height },
    isMobile: PROFILES.phone.mobile,
    hasTouch: PROFILES.phone.touch,
    deviceScaleFactor: PROFILES.phone.scale,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: findChromium(),
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--font-render-hinting=none'],
    },
  },
  webServer: {
    // A folder of its own when it builds: an e2e run beside it builds dist.
    command: sandboxServerCommand('node_modules/.cache/snapshot-dist', PORT),
    cwd: '../..',
    url: `http://127.0.0.1:${PORT}${portalUrl('/')}`,
    reuseExistingServer: false,
    env: sandboxServerEnv(),
    timeout: 120_000,
  },
});
