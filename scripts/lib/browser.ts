import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Debian's build of Chromium's headless shell, the browser Playwright itself runs headless tests in: no
 * window compositor and no browser UI behind the page, so a test costs 40 % less CPU than in the full
 * browser (the failed-tap suite: 243 → 142 CPU-seconds), with pixel-identical screenshots.
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const DEBIAN_PACKAGES = ['chromium-headless-shell', 'fonts-noto-cjk'];
export const INSTALL_COMMAND = `sudo apt-get update && sudo apt-get install -y ${DEBIAN_PACKAGES.join(' ')}`;

/**
 * What every headless Chromium here starts with: no sandbox (CI runs as root), and none of Chromium's own
 * traffic (refused on a closed network).
 */
export const HEADLESS_ARGS = ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/**
 * A test browser runs only V8's interpreter and baseline compiler besides: a test's page lives for seconds,
 * and with four workers on two cores the optimizing compilers' background threads only take time from the
 * other workers (the snapshot run 262 → 248 s, the failed-tap suite 64–68 → 61–63 s). The bench and the
 * studio's render gate keep V8 as customers have it.
 */
export const TEST_BROWSER_ARGS = [...HEADLESS_ARGS, '--js-flags=--max-opt=1'];

/**
 * The Chromium to test with: Debian's headless shell, else Debian's full browser, else Playwright's own
 * download, else none. Benchmarks ask for the full browser first (`full`): they measure what a customer's
 * browser does, compositor included, and their figures stay comparable with earlier ones.
 */
export function findChromium({ full = false } = {}): string | undefined {
  const debian = (full ? [DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL] : [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM]).find((path) => existsSync(path));
  if (debian) return debian;
  const bundled = chromium.executablePath();
  return bundled && existsSync(bundled) ? bundled : undefined;
}
