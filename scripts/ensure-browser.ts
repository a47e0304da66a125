// Finds a Chromium for the browser tests; as root it installs Debian's headless shell (and a CJK font for
// screenshots), otherwise it stops with the exact command to run.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DEBIAN_HEADLESS_SHELL, DEBIAN_PACKAGES, findChromium, INSTALL_COMMAND } from './lib/browser';

const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const isRoot = process.getuid?.() === 0;
const [shellPackage, fontPackage] = DEBIAN_PACKAGES;
const missing = [!existsSync(DEBIAN_HEADLESS_SHELL) && shellPackage, !existsSync(CJK_FONT) && fontPackage].filter(Boolean) as string[];

if (missing.length > 0 && isRoot) {
  console.log(`ensure-browser: installing ${missing.join(' ')} with apt-get…`);
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit' });
  } catch {
    // A browser already here still serves (say, the full one, offline): what is missing is said below.
    console.warn(`ensure-browser: apt-get could not install ${missing.join(' ')}`);
  }
}
const browser = findChromium();
if (!browser) {
  console.error(`ensure-browser: no Chromium found for the browser tests. Install one with:\n  ${INSTALL_COMMAND}`);
  process.exit(1);
}
if (browser !== DEBIAN_HEADLESS_SHELL) console.warn(`ensure-browser: no headless shell; the browser checks run in a full browser, at about 1.7 times the CPU (${INSTALL_COMMAND}).`);
if (!existsSync(CJK_FONT)) console.warn('ensure-browser: no CJK font; Chinese text in screenshots will show as boxes (apt-get install fonts-noto-cjk).');
console.log(`ensure-browser: using ${browser}`);
