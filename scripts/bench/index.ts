// npm run bench [-- --runs 5] [-- --root <another checkout>] [-- --only screen,typing]: the performance
// figures of issues 9, 49 and 50, measured on a sandbox build in Chromium at 375×667. Medians of --runs
// fresh-browser runs each. The On-screen table measures amis's version of the same pages beside ours
// (scripts/bench/amis/), alternating one of ours and one of amis's per run.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from './chromium';
import { recordFetched, weigh } from './fetched';
import { lighthouseRuns } from './lighthouse';
import { sandboxToken, withToken } from './sandbox-login';
import { listRenders, type Renders } from './render-counts';
import { keystrokeTimes, timeToShown } from './screen';
import { navigationTimes } from './navigation';
import { RELEASE_ANSWERS, releaseAnswer } from './release';
import { RELEASE_WAIT_MS } from '../../runtime/router/release-wait';
import { news } from '../../sandbox/seed/news';
import { serveSandboxBuild } from './serve';
import { AMIS_VERSION } from './amis/sdk';
import { serveAmisBench } from './amis/server';
import { formatTable, kb, median, ms, repeat } from './table';
import { loadVitals } from './vitals';
import { busyLine, busyShare } from './machine';

const SECTIONS = ['screen', 'renders', 'navigation', 'release', 'typing', 'bytes', 'load', 'lighthouse'];
const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' }, root: { type: 'string' }, only: { type: 'string' } } });
const runs = Number(args.runs);
const only = args.only?.split(',') ?? SECTIONS;
const unknown = only.filter((section) => !SECTIONS.includes(section));
if (unknown.length) throw new Error(`--only ${unknown.join(',')}: the sections are ${SECTIONS.join(', ')}`);
const wanted = (section: string) => only.includes(section);
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
console.log(busyLine('Before the run,', await busyShare()));
try {
  if (wanted('screen')) {
    /** A row of the On-screen table: our page and amis's, one each per run, then the medians and their ratio. */
    const sideBySide = async (name: string, ours: string, amis: string, texts: Record<string, string>) => {
      const results = await repeat(runs, async () => [await timeToShown(browser, ours, texts), await timeToShown(browser, amis, texts)]);
      return [name, ...Object.keys(texts).flatMap((text) => {
        const [our, their] = [0, 1].map((side) => median(results.map((result) => result[side][text])));
        return [ms(our), ms(their), `${(their / our).toFixed(1)}×`];
      })];
    };
    const amis = await serveAmisBench(root);
    try {
      console.log(formatTable(`\nOn screen (CPU ×4; navigation start → just after the first frame that shows it is painted; amis ${AMIS_VERSION}: its JS SDK, cxd theme, mobile UI)`,
        ['page', 'first: ours', 'amis', 'amis/ours', 'last: ours', 'amis', 'amis/ours'], [
          await sideBySide('list 200', build.url('/dev/bench-list?n=200'), amis.url('/bench-list.html?n=200'), { first: '第 1 项', last: '第 200 项' }),
          await sideBySide('list 1000', build.url('/dev/bench-list?n=1000'), amis.url('/bench-list.html?n=1000'), { first: '第 1 项', last: '第 1000 项' }),
          await sideBySide('form 50', build.url('/dev/bench-form?n=50'), amis.url('/bench-form.html'), { first: '字段 0', last: '字段 49' }),
        ]));
    } finally {
      amis.stop();
    }
  }

  if (wanted('renders')) {
    // Counted once: React renders the same components for the same data on every run.
    const row = (name: string, shown: number, { total, outside, rows }: Renders, earlier = 0) => {
      const again = rows.filter((index) => index < earlier).length;
      return [name, String(shown), String(total), String(outside), `${rows.length - again}${earlier ? ` new, ${again} of the ${earlier} before` : ''}`];
    };
    const list = await listRenders(browser, build.url('/dev/bench-list?n=200'), 200);
    const history = await listRenders(browser, withToken(build.url('/hqbean-detail'), await sandboxToken(build)), 20, 20);
    console.log(formatTable('\nWhat renders (React components rendered, counted through the DevTools hook in the production build; a row is a repeated item)', ['list', 'rows shown', 'renders', 'outside rows', 'rows rendered'], [
      row('list 200, first screen', 200, list.first),
      row('bean history, first page', 20, history.first),
      row('bean history, next page', 40, history.next!, 20),
    ]));
  }

  if (wanted('navigation')) {
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
  }

  if (wanted('release')) {
    // A built-in campaign that a published version may replace waits for the release at most RELEASE_WAIT_MS.
    const rows: string[][] = [];
    let nothing = 0;
    for (const answer of RELEASE_ANSWERS) {
      const time = median(await repeat(runs, async () => (
        await timeToShown(browser, build.url('/act-service'), { heading: '11 月客户服务节' }, (page) => releaseAnswer(page, answer))).heading));
      if (answer === 'nothing published') nothing = time;
      rows.push([answer, ms(time), answer === 'nothing published' ? '' : ms(Math.max(0, time - nothing))]);
    }
    console.log(formatTable(`\nA built-in campaign page and the release (CPU ×4; navigation start → the frame that first shows its heading; it waits at most ${RELEASE_WAIT_MS} ms)`, ['the release', 'shown', 'waited'], rows));
  }

  if (wanted('typing')) {
    const typing = async (url: string) => {
      const perRun = await repeat(runs, async () => median(await keystrokeTimes(browser, url, '字段 1', TYPED)));
      return ms(median(perRun));
    };
    console.log(formatTable(`\nTyping (CPU ×4; ${TYPED.length} keys into one field, keydown → next painted frame, median per key)`, ['field', 'per key'], [
      ['form 50, 字段 1', await typing(build.url('/dev/bench-form?n=50'))],
      ['a plain <input> (floor)', await typing(PLAIN_INPUT)],
    ]));
  }

  if (wanted('bytes')) {
    const token = await sandboxToken(build);
    const bytes = [];
    for (const { address, login } of BYTES_ROUTES) {
      const url = login ? withToken(build.url(address), token) : build.url(address);
      const weights = await repeat(Math.min(runs, 3), async () => weigh(await recordFetched(browser, build, url, { roundTripMs: 150 }), build.dist));
      const [weight] = weights;
      bytes.push([address, `${weight.jsFiles} + ${weight.cssFiles}`, kb(weight.jsGz), kb(weight.cssGz), String(median(weights.map((w) => w.waves)))]);
    }
    console.log(formatTable('\nBytes a fresh browser fetches (gzip of the build\'s files; waves: sequential rounds of JS/CSS requests at 150 ms RTT)', ['route', 'JS + CSS files', 'JS gz', 'CSS gz', 'waves'], bytes));
  }

  if (wanted('load')) {
    const vitals = [];
    for (const path of VITALS_ROUTES) {
      const results = await repeat(runs, () => loadVitals(browser, build.url(path)));
      vitals.push([path, ms(median(results.map((r) => r.lcp))), median(results.map((r) => r.cls)).toFixed(3)]);
    }
    console.log(formatTable('\nLoad (CPU ×4, 150 ms RTT, 1.6 Mbps; PerformanceObserver)', ['route', 'LCP', 'CLS'], vitals));
  }

  if (wanted('lighthouse')) {
    const lighthouse = await lighthouseRuns(VITALS_ROUTES.map((path) => build.url(path)), Math.min(runs, 3));
    if (typeof lighthouse === 'string') console.log(`\nLighthouse: ${lighthouse}`);
    else {
      console.log(formatTable('\nLighthouse mobile performance (its simulated throttling; medians)', ['route', 'score', 'LCP', 'TBT', 'CLS'], VITALS_ROUTES.map((path) => {
        const results = lighthouse.get(build.url(path))!;
        const mid = (pick: (r: (typeof results)[number]) => number) => median(results.map(pick));
        return [path, String(Math.round(mid((r) => r.score))), ms(mid((r) => r.lcp)), ms(mid((r) => r.tbt)), mid((r) => r.cls).toFixed(3)];
      })));
    }
  }
  console.log(`\n${busyLine('After the run,', await busyShare())}`);
} finally {
  await browser.close();
  build.stop();
}
