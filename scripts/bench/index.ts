// npm run bench [-- --runs 5] [-- --root <another checkout>]: the performance figures of issue 9,
// measured on a sandbox build in Chromium at 375×667. Medians of --runs fresh-browser runs each.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from './chromium';
import { recordFetched, weigh } from './fetched';
import { lighthouseRuns } from './lighthouse';
import { sandboxToken, withToken } from './sandbox-login';
import { keystrokeTimes, timeToShown } from './screen';
import { navigationTimes } from './navigation';
import { news } from '../../sandbox/seed/news';
import { serveSandboxBuild } from './serve';
import { formatTable, kb, median, ms, repeat } from './table';
import { loadVitals } from './vitals';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' }, root: { type: 'string' } } });
const runs = Number(args.runs);
const root = resolve(args.root ?? resolve(import.meta.dirname, '../..'));
const TYPED = 'abcdefghijklmnopqrst';
const PLAIN_INPUT = `data:text/html;charset=utf-8,${encodeURIComponent('<meta name="viewport" content="width=device-width"><label>字段 1 <input></label>')}`;
const BYTES_ROUTES = [
  { address: '/about-us' }, { address: '/share-home' }, { address: '/me/info/edit', login: true },
  { address: '/dev/bench-list?n=200' }, { address: '/dev/bench-form?n=50' },
];
const VITALS_ROUTES = ['/share-home', '/about-us'];

const build = await serveSandboxBuild(root);
const browser = await launchChromium();
console.log(`Bench: sandbox build of ${root}, Chromium ${browser.version()}, 375×667, medians of ${runs} runs`);
try {
  const shown = async (path: string, texts: Record<string, string>) => {
    const results = await repeat(runs, () => timeToShown(browser, build.url(path), texts));
    return Object.keys(texts).map((name) => ms(median(results.map((result) => result[name]))));
  };
  console.log(formatTable('\nOn screen (CPU ×4; navigation start → just after the first frame that shows it is painted)', ['page', 'first row', 'last row'], [
    ['list 200  /dev/bench-list?n=200', ...(await shown('/dev/bench-list?n=200', { first: '第 1 项', last: '第 200 项' }))],
    ['list 1000 /dev/bench-list?n=1000', ...(await shown('/dev/bench-list?n=1000', { first: '第 1 项', last: '第 1000 项' }))],
    ['form 50   /dev/bench-form?n=50', ...(await shown('/dev/bench-form?n=50', { first: '字段 0', last: '字段 49' }))],
  ]));

  // The newest company news, as the news centre lists it first; its article's first words only the detail shows.
  const [newest] = news.filter((article) => article.category === 'company').sort((a, b) => b.publishDate.localeCompare(a.publishDate));
  const detailOnly = newest.content.replace(/<[^>]+>/g, ' ').trim().slice(0, 12);
  const texts = { row: newest.title, listOnly: '公司新闻、行业动态与重要公告', rowOnly: newest.summary, detailOnly };
  const moves = await repeat(runs, () => navigationTimes(browser, build.url('/news-center'), texts));
  const movesMs = (pick: (move: (typeof moves)[number]) => number) => ms(median(moves.map(pick)));
  console.log(formatTable('\nIn-app navigation (CPU ×4, 150 ms RTT; the tap or back → just after the first frame that shows it is painted)', ['navigation', 'page', 'its data'], [
    ['news centre → tap a row → its article', '', movesMs((move) => move.forward)],
    ['article → back → the list', movesMs((move) => move.backToPage), movesMs((move) => move.backToRows)],
  ]));

  const typing = async (url: string) => {
    const perRun = await repeat(runs, async () => median(await keystrokeTimes(browser, url, '字段 1', TYPED)));
    return ms(median(perRun));
  };
  console.log(formatTable(`\nTyping (CPU ×4; ${TYPED.length} keys into one field, keydown → next painted frame, median per key)`, ['field', 'per key'], [
    ['form 50, 字段 1', await typing(build.url('/dev/bench-form?n=50'))],
    ['a plain <input> (floor)', await typing(PLAIN_INPUT)],
  ]));

  const token = await sandboxToken(build);
  const bytes = [];
  for (const { address, login } of BYTES_ROUTES) {
    const url = login ? withToken(build.url(address), token) : build.url(address);
    const weights = await repeat(Math.min(runs, 3), async () => weigh(await recordFetched(browser, build, url, { roundTripMs: 150 }), build.dist));
    const [weight] = weights;
    bytes.push([address, `${weight.jsFiles} + ${weight.cssFiles}`, kb(weight.jsGz), kb(weight.cssGz), String(median(weights.map((w) => w.waves)))]);
  }
  console.log(formatTable('\nBytes a fresh browser fetches (gzip of the build\'s files; waves: sequential rounds of JS/CSS requests at 150 ms RTT)', ['route', 'JS + CSS files', 'JS gz', 'CSS gz', 'waves'], bytes));

  const vitals = [];
  for (const path of VITALS_ROUTES) {
    const results = await repeat(runs, () => loadVitals(browser, build.url(path)));
    vitals.push([path, ms(median(results.map((r) => r.lcp))), median(results.map((r) => r.cls)).toFixed(3)]);
  }
  console.log(formatTable('\nLoad (CPU ×4, 150 ms RTT, 1.6 Mbps; PerformanceObserver)', ['route', 'LCP', 'CLS'], vitals));

  const lighthouse = await lighthouseRuns(VITALS_ROUTES.map((path) => build.url(path)), Math.min(runs, 3));
  if (typeof lighthouse === 'string') console.log(`\nLighthouse: ${lighthouse}`);
  else {
    console.log(formatTable('\nLighthouse mobile performance (its simulated throttling; medians)', ['route', 'score', 'LCP', 'TBT', 'CLS'], VITALS_ROUTES.map((path) => {
      const results = lighthouse.get(build.url(path))!;
      const mid = (pick: (r: (typeof results)[number]) => number) => median(results.map(pick));
      return [path, String(Math.round(mid((r) => r.score))), ms(mid((r) => r.lcp)), ms(mid((r) => r.tbt)), mid((r) => r.cls).toFixed(3)];
    })));
  }
} finally {
  await browser.close();
  build.stop();
}
