import { defineConfig } from '@playwright/test';
import { findChromium, TEST_BROWSER_ARGS } from '../../scripts/lib/browser';
import { PROFILES } from '../../scripts/lib/snapshot-cases';

/** The sandbox server scripts/snapshot.ts started for this run on a port of its own, and checked is its build. */
const SERVER = process.env.SNAPSHOT_SERVER;
if (!SERVER) throw new Error('run snapshots with `npm run snapshot`, which serves the sandbox build for them');

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
    baseURL: SERVER,
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
      args: [...TEST_BROWSER_ARGS, '--font-render-hinting=none'],
    },
  },
});
