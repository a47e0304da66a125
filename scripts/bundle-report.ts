// npm run report:bundle [-- --budgeted]: what a fresh Chromium fetches to show each route of a sandbox
// build (every JS and CSS file until the network is idle, gzipped as in the build), against the JS
// budgets, then the entry chunk's and the route table's own size. Exits 1 naming the route when it
// passes its ceiling; a route over its target is named as still to do. `--budgeted` measures only the
// routes with a budget (what npm test checks, in seconds instead of minutes). A sandbox build, so that
// login routes can be opened signed in: the production code plus the route entries of the dev module's pages.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from './bench/chromium';
import { entryChunks } from './bench/entry-chunks';
import { recordFetched, weigh, type Weight } from './bench/fetched';
import { sandboxToken, withToken } from './bench/sandbox-login';
import { serveSandboxBuild } from './bench/serve';
import { loadCatalogue } from './lib/catalogue';
import { readCasesFiles, readExpandedPages } from './lib/page-files';
import { snapshotCases } from './lib/snapshot-cases';
import type { RoutePath } from './lib/route-url';
import { inAppPath } from '../runtime/platform/base-path';

const KB = 1024;
/**
 * Gzipped JS a route may fetch, in KB: a static info page, the home page, a form page. `target` is where
 * the product must get to (issue 9); `ceiling` is what it fetches today, so no change may make it worse.
 * Lower a ceiling whenever a change brings a route below it.
 */
const BUDGETS: Record<string, { target: number; ceiling: number }> = {
  '/about-us': { target: 110, ceiling: 132.6 },
  '/share-home': { target: 140, ceiling: 174.9 },
  // With its real-name sheet's form and validator, which the route loads with the page (WidgetSpec.prepare).
  '/me/info/edit': { target: 200, ceiling: 241.6 },
};
/** Routes measured at once. */
const CONCURRENT_ROUTES = 4;
/** Addresses for routes whose params list no values, or whose first value shows no ordinary page. */
interface Route extends RoutePath { login?: boolean; module?: string }

const { values: options } = parseArgs({ options: { budgeted: { type: 'boolean', default: false } } });
const root = resolve(import.meta.dirname, '..');
// Each route is opened where its snapshot's default state opens it (a :businessNo from its cases file).
const pages = readExpandedPages(root);
const { cases } = snapshotCases(pages, readCasesFiles(root), new Set(loadCatalogue().catalogue.endpoints.keys()));
const routes = pages
  .map(({ file, page }) => {
    const address = cases.find((c) => c.page === file && c.name === 'default')?.address;
    return { route: page.route as Route, address: address && inAppPath(address) };
  })
  // Pages of the dev module (widget gallery, bench pages) exist only in local builds.
  .filter(({ route }) => route.module !== 'dev')
  .filter(({ address }) => !options.budgeted || (address !== undefined && BUDGETS[address] !== undefined));

const build = await serveSandboxBuild(root);
// Read before the build is stopped: stopping removes a build made for this run.
const { entryGz, routeTableGz } = entryChunks(build.dist);
const browser = await launchChromium();
const rows: Array<{ address: string; weight: Weight }> = [];
try {
  const token = await sandboxToken(build);
  const queue = [...routes];
  // A few routes at a time, each in a fresh context of its own: a route is mostly waiting for a quiet
  // network, and what it fetches does not depend on what the others do.
  const measure = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { route, address } = next;
      if (!address) throw new Error(`report:bundle: no address for ${route.path}; give its page a default snapshot case with its params`);
      const url = route.login ? withToken(build.url(address), token) : build.url(address);
      rows.push({ address, weight: weigh(await recordFetched(browser, build, url), build.dist) });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_ROUTES }, measure));
} finally {
  await browser.close();
  build.stop();
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);
console.log(`${'route (as fetched by a fresh Chromium)'.padEnd(40)} ${'files'.padStart(5)} ${'JS gz'.padStart(9)} ${'CSS gz'.padStart(9)}  budget (target / ceiling)`);
for (const { address, weight } of rows.sort((a, b) => b.weight.jsGz - a.weight.jsGz)) {
  const budget = BUDGETS[address] === undefined ? '' : `≤ ${BUDGETS[address].target} / ${BUDGETS[address].ceiling} KB JS`;
  console.log(`${address.padEnd(40)} ${String(weight.jsFiles + weight.cssFiles).padStart(5)} ${kb(weight.jsGz).padStart(6)} KB ${kb(weight.cssGz).padStart(6)} KB  ${budget}`);
}
console.log(`\nentry chunk ${kb(entryGz)} KB gz (the same for any number of pages), route table ${kb(routeTableGz)} KB gz (grows with them): every route fetches both.`);
/**
 * What a route's weight moves by with the build's hashed file names alone (the preload map names every chunk,
 * and a hash's letters gzip better or worse: one commit measured /share-home 204.5, the next 204.6 with no
 * change to the portal). A ceiling is passed only beyond it; anything that really adds bytes passes it soon.
 */
const FILE_NAME_NOISE_KB = 0.2;
// Compared as printed, to the budgets' tenth of a KB.
const allowed = (address: string, limit: 'target' | 'ceiling') => BUDGETS[address][limit] + (limit === 'ceiling' ? FILE_NAME_NOISE_KB : 0);
const over = (limit: 'target' | 'ceiling') => rows.filter(({ address, weight }) => BUDGETS[address] !== undefined && Number(kb(weight.jsGz)) > Number(allowed(address, limit).toFixed(1)));
for (const { address, weight } of over('target')) console.log(`report:bundle: ${address} fetches ${kb(weight.jsGz)} KB gz of JS; its target is ${BUDGETS[address].target} KB.`);
const passed = over('ceiling');
for (const { address, weight } of passed) console.error(`\nreport:bundle: ${address} fetches ${kb(weight.jsGz)} KB gz of JS, over its ceiling of ${BUDGETS[address].ceiling} KB.`);
const missing = Object.keys(BUDGETS).filter((address) => !rows.some((row) => row.address === address));
for (const address of missing) console.error(`\nreport:bundle: no route opens ${address}, which has a budget.`);
if (passed.length > 0 || missing.length > 0) process.exit(1);
