// npm run bench:start [-- --runs 3] [-- --budgeted]: how `npm start` feels on a fresh clone. Each run
// copies the project (so the dev server's dependency cache starts empty), starts the dev server, and
// measures spawn → the first page's heading in Chromium; then walks pages that load widgets, forms and
// the playground and counts the times the dev server re-bundled dependencies and reloaded the page.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium, PHONE } from './chromium';
import { freePort } from './serve';
import { formatTable, median, ms, repeat } from './table';
import { projectCopy } from '../lib/project-copy';
import { BASE_PATH } from '../../runtime/platform/base-path';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' }, budgeted: { type: 'boolean', default: false } } });
const FIRST_PAGE_BUDGET_MS = 8_000;
/** Pages whose modules the first page does not load: widgets, form validators, the playground editor. */
const WALK = ['/login', '/about-us', '/easy-more/product-list', '/suitable-elderly', '/dev/widgets', '/dev/playground', '/dev/bench-form?n=10'];
const RELOAD_SAID = 'optimized dependencies changed';

interface Run { firstPageMs: number; reloads: number }

async function run(browser: Awaited<ReturnType<typeof launchChromium>>): Promise<Run> {
  const root = projectCopy();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}${BASE_PATH}`;
  const started = Date.now();
  const server = spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  server.stdout.on('data', (chunk) => (printed += chunk));
  server.stderr.on('data', (chunk) => (printed += chunk));
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the dev server exited: ${printed}`);
      if (await fetch(`${origin}/`).then(() => true, () => false)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await page.goto(`${origin}/`);
    await page.getByRole('heading').first().waitFor({ timeout: 120_000 });
    const firstPageMs = Date.now() - started;
    for (const path of WALK) {
      await page.goto(`${origin}${path}`);
      await page.getByRole('heading').first().waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
    }
    return { firstPageMs, reloads: printed.split(RELOAD_SAID).length - 1 };
  } finally {
    await context.close();
    server.kill();
    rmSync(root, { recursive: true, force: true });
  }
}

const browser = await launchChromium();
try {
  const runs = await repeat(Number(args.runs), () => run(browser));
  const firstPage = median(runs.map((r) => r.firstPageMs));
  const reloads = Math.max(...runs.map((r) => r.reloads));
  console.log(formatTable(`\nnpm start on a fresh clone (medians of ${runs.length} runs; budget ${ms(FIRST_PAGE_BUDGET_MS)}, no reloads)`, ['measure', 'value'], [
    ['spawn → first page heading', ms(firstPage)],
    [`"${RELOAD_SAID}" during ${WALK.length} pages`, String(reloads)],
  ]));
  if (args.budgeted && (firstPage > FIRST_PAGE_BUDGET_MS || reloads > 0)) process.exitCode = 1;
} finally {
  await browser.close();
}
