// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { snapshotCases, type PageForCases } from '../../../scripts/lib/snapshot-cases';
import { readCasesFiles, readExpandedPages } from '../../../scripts/lib/page-files';
import { loadCatalogue } from '../../../scripts/lib/catalogue';

const services = new Set(['face.newsList', 'face.bankCards', 'face.userInfo']);
const page = (file: string, value: PageForCases['page']): PageForCases => ({ file, page: value });
const cards = page('pages-config/pages/me/bank-card.json', {
  route: { path: '/me/bank-card/:mode/:id?', login: true, params: { mode: { values: ['list', 'edit'] } } },
  data: { cards: { service: 'face.bankCards' } },
});
const news = page('pages-config/pages/news/news-center.json', { route: { path: '/news-center' }, data: { list: { service: 'face.newsList' } } });
(news.page as Record<string, unknown>).body = [{ type: 'list', source: 'list', children: [{ type: 'cell', repeat: '{{ data.list.list }}', props: { label: '{{ item.title }}' } }] }];
const casesFile = (file: string, value: unknown) => ({ file, text: JSON.stringify(value, null, 2) });

describe('snapshot cases', () => {
  it('gives every page its own states: the default, each other allowed param value, no data, and a failing source', () => {
    const { cases, problems } = snapshotCases([cards, news], [], services);
    expect(problems).toEqual([]);
    expect(cases.map((c) => [c.id, c.address, c.login, c.faults.map((f) => f.service).join()])).toEqual([
      ['me/bank-card/default', '/official/me/bank-card/list', true, ''],
      ['me/bank-card/mode-edit', '/official/me/bank-card/edit', true, ''],
      ['me/bank-card/source-failing', '/official/me/bank-card/list', true, 'face.bankCards'],
      ['news/news-center/default', '/official/news-center', false, ''],
      ['news/news-center/empty', '/official/news-center', false, 'face.newsList'],
      ['news/news-center/source-failing', '/official/news-center', false, 'face.newsList'],
    ]);
    expect(cases.find((c) => c.name === 'empty')?.faults).toEqual([{ service: 'face.newsList', empty: true }]);
    expect(cases[0].profiles).toEqual(['phone', 'tablet', 'desktop']);
  });

  it('audits each state but a generated empty or failing one, which it audits when QA writes it', () => {
    const audited = (files: ReturnType<typeof casesFile>[]) => snapshotCases([news], files, services).cases.map((c) => `${c.name} ${c.audited}`);
    expect(audited([])).toEqual(['default true', 'empty false', 'source-failing false']);
    const written = casesFile('pages-config/pages/news/news-center.cases.json', { cases: { 'source-failing': { description: '新闻加载失败' } } });
    expect(audited([written])).toEqual(['default true', 'empty false', 'source-failing true']);
  });

  it('adds a logged-in state to a visitor page that shows the session', () => {
    const home = page('pages-config/pages/home/share-home.json', { route: { path: '/share-home' }, data: {} });
    (home.page as Record<string, unknown>).body = [{ type: 'text', props: { text: '{{ session.name }}' } }];
    expect(snapshotCases([home], [], services).cases.map((c) => `${c.name} ${c.login}`)).toEqual(['default false', 'logged-in true']);
  });

  it('takes QA\'s cases file: changes a state, adds one with steps, drops one', () => {
    const file = casesFile('pages-config/pages/news/news-center.cases.json', {
      cases: {
        default: { query: { tab: 'company' } },
        'source-failing': false,
        empty: false,
        'typed-search': { description: '搜索', steps: [{ fill: '搜索', with: '理赔' }], profiles: ['phone'], faults: [{ service: 'face.newsList', latencyMs: 10 }] },
      },
    });
    const { cases, problems } = snapshotCases([news], [file], services);
    expect(problems).toEqual([]);
    expect(cases.map((c) => [c.name, c.address, c.profiles.join(), c.steps.length, c.faults.length])).toEqual([
      ['default', '/official/news-center?tab=company', 'phone,tablet,desktop', 0, 0],
      ['typed-search', '/official/news-center', 'phone', 1, 1],
    ]);
  });

  it('opens the page\'s own states with the params and query its written default needs', () => {
    const result = page('pages-config/pages/policy-business/result.json', {
      route: { path: '/policy-business/result/:businessNo/:result', login: true, params: { result: { values: ['0', '1'] } } },
      data: { detail: { service: 'face.userInfo' } },
    });
    const file = casesFile('pages-config/pages/policy-business/result.cases.json', { cases: { default: { params: { businessNo: 'BQ1' }, query: { from: 'hub' } } } });
    const { cases, problems } = snapshotCases([result], [file], services);
    expect(problems).toEqual([]);
    expect(cases.map((c) => [c.name, c.address])).toEqual([
      ['default', '/official/policy-business/result/BQ1/0?from=hub'],
      ['result-1', '/official/policy-business/result/BQ1/1?from=hub'],
      ['source-failing', '/official/policy-business/result/BQ1/0?from=hub'],
    ]);
  });

  it('names what is wrong in a cases file at its line and column', () => {
    const bad = casesFile('pages-config/pages/me/bank-card.cases.json', {
      cases: {
        default: { params: { mode: 'view', idd: 'C1' } },
        failing: { faults: [{ service: 'face.bankCard' }] },
        typo: { qurey: {} },
      },
    });
    const orphan = casesFile('pages-config/pages/me/nothing.cases.json', { cases: {} });
    const { problems } = snapshotCases([cards], [bad, orphan], services);
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`)).toEqual([
      'pages-config/pages/me/bank-card.cases.json:17:7 unknown key "qurey"',
      'pages-config/pages/me/nothing.cases.json:1:1 no page definition pages-config/pages/me/nothing.json next to this cases file',
    ]);
    const valid = casesFile('pages-config/pages/me/bank-card.cases.json', { cases: { default: { params: { mode: 'view', idd: 'C1' } }, failing: { faults: [{ service: 'face.bankCard' }] } } });
    expect(snapshotCases([cards], [valid, orphan], services).problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`)).toEqual([
      'pages-config/pages/me/bank-card.cases.json:5:17 "view" is not an allowed value of :mode (list, edit)',
      'pages-config/pages/me/bank-card.cases.json:6:9 "idd" is not a param of /me/bank-card/:mode/:id? — did you mean "id"?',
      'pages-config/pages/me/bank-card.cases.json:12:22 unknown service "face.bankCard" — did you mean "face.bankCards"?',
      'pages-config/pages/me/nothing.cases.json:1:1 no page definition pages-config/pages/me/nothing.json next to this cases file',
    ]);
  });

  it('covers every page of the portal, and the portal\'s cases files are valid', () => {
    const pages = readExpandedPages();
    const { cases, problems } = snapshotCases(pages, readCasesFiles(), new Set(loadCatalogue().catalogue.endpoints.keys()));
    expect(problems).toEqual([]);
    expect(new Set(cases.map((c) => c.page))).toEqual(new Set(pages.map((p) => p.file)));
  });
});
