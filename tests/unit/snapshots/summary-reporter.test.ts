// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FullResult, TestCase, TestResult } from '@playwright/test/reporter';
import type { Violation } from '../../../scripts/lib/accessibility-audit';
import SummaryReporter from '../../snapshots/summary-reporter';
import { snapshotFiles } from '../../../scripts/lib/snapshot-cases';

/** A state's test as the snapshot run ends it: its annotations say what each layout found. */
function stateTest(id: string, page: string, annotations: Array<[string, string]>, status: TestResult['status'] = 'passed', errors: string[] = [], violations: Violation[] = []) {
  const test = { id } as TestCase;
  const result = {
    status,
    errors: errors.map((message) => ({ message })),
    attachments: [{ name: 'accessibility', contentType: 'application/json', body: Buffer.from(JSON.stringify(violations)) }],
    annotations: [['page', page], ['case', id], ...annotations].map(([type, description]) => ({ type, description })),
  } as unknown as TestResult;
  return [test, result] as const;
}

/** What the run prints at its end, and the status it ends with (the reporter may fail a run Playwright passed). */
async function ending(...tests: Array<readonly [TestCase, TestResult]>): Promise<{ text: string; status: FullResult['status'] }> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const reporter = new SummaryReporter();
  for (const [test, result] of tests) reporter.onTestEnd(test, result);
  const status = tests.some(([, r]) => r.status !== 'passed') ? 'failed' : 'passed';
  const changed = await reporter.onEnd({ status } as FullResult);
  return { text: log.mock.calls.map((call) => String(call[0])).join('\n'), status: changed?.status ?? status };
}

const summary = async (...tests: Array<readonly [TestCase, TestResult]>) => (await ending(...tests)).text;

afterEach(() => vi.restoreAllMocks());

describe('the snapshot summary', () => {
  it('counts a capture per state and layout, and names each difference with its page file, state and layout, and the commands that show and accept it', async () => {
    const text = await summary(
      stateTest('news/news-center/default', 'pages-config/pages/news/news-center.json', [['profiles', 'phone tablet desktop'], ['differs', 'tablet']], 'failed', ['the screenshot']),
      stateTest('info/about-us/default', 'pages-config/pages/info/about-us.json', [['profiles', 'phone tablet desktop']]),
    );
    expect(text).toContain('snapshot: 2 pages, 2 states, 3 profiles, 6 captures in');
    expect(text).toContain('snapshot: 1 with differences, 0 without a snapshot, 0 that did not open');
    expect(text).toContain('  differs: news/news-center/default (tablet)  pages-config/pages/news/news-center.json\n'
      + '    before / after / diff: npx playwright show-report playwright-report/snapshot  (test "news/news-center/default")\n'
      + '    accept it:             npm run snapshot -- --update --profile tablet news/news-center/default');
    expect(text).toContain('accepted at once: npm run snapshot -- --update pages-config/pages/news/news-center.json');
    expect(text).not.toContain('differs: info/about-us');
  });

  it('tells a state without snapshots, one that threw while opening, and one that did not open apart', async () => {
    const text = await summary(
      stateTest('info/new/default', 'pages-config/pages/info/new.json', [['profiles', 'phone tablet'], ['missing', 'phone'], ['missing', 'tablet']], 'failed', ['has no snapshot']),
      stateTest('me/info/default', 'pages-config/pages/me/info.json', [['profiles', 'phone'], ['problems', 'uncaught: boom']], 'failed', ['uncaught errors']),
      stateTest('me/card/default', 'pages-config/pages/me/card.json', [['profiles', 'phone']], 'timedOut', ['Test timeout of 30000ms exceeded.']),
    );
    expect(text).toContain('0 with differences, 2 without a snapshot, 1 that did not open');
    expect(text).toContain('  missing: info/new/default (tablet)  pages-config/pages/info/new.json: run npm run snapshot -- --update --profile tablet info/new/default');
    expect(text).toContain('  errors:  me/info/default  pages-config/pages/me/info.json: uncaught: boom');
    expect(text).toContain('  failed:  me/card/default  pages-config/pages/me/card.json: Test timeout of 30000ms exceeded.');
  });

  it('counts a retried state once, as its last attempt found it', async () => {
    const [test, first] = stateTest('news/news-center/default', 'pages-config/pages/news/news-center.json', [['profiles', 'phone'], ['differs', 'phone']], 'failed', ['the screenshot']);
    const [, retry] = stateTest('news/news-center/default', 'pages-config/pages/news/news-center.json', [['profiles', 'phone']]);
    expect(await summary([test, first], [test, retry])).toContain('snapshot: 0 with differences');
  });

  it('names each serious or critical accessibility finding with its rule, page, state, layout and elements', async () => {
    const label: Violation = {
      rule: 'label', impact: 'critical', help: 'Form elements must have labels', helpUrl: '', url: '',
      nodes: [{ target: '#phone', html: '<input id="phone">', summary: '' }, { target: '#code', html: '<input id="code">', summary: '' }],
    };
    const minor: Violation = { ...label, rule: 'region', impact: 'minor', nodes: [{ target: 'p', html: '<p>', summary: '' }] };
    const text = await summary(stateTest('login/login/default', 'pages-config/pages/login/login.json', [['profiles', 'phone']], 'failed', ['serious or critical accessibility violations'], [label, minor]));
    expect(text).toContain('accessibility violations: critical 1, serious 0, moderate 0, minor 1');
    expect(text).toContain('  accessibility: [critical] label  login/login/default (phone)  pages-config/pages/login/login.json: Form elements must have labels: #phone <input id="phone">；#code <input id="code">');
    expect(text).not.toContain('[minor] region');
    expect(text).not.toContain('failed:  login/login/default');
  });

  it('names a state refused as its snapshot (the not-found page, an error not asked for) with its layouts, not as one that did not open', async () => {
    const text = await summary(stateTest('info/new/default', 'pages-config/pages/info/new.json', [['profiles', 'phone tablet'], ['refused', 'it shows the not-found page (页面不存在)']], 'failed', ['neither compared nor accepted']));
    expect(text).toContain('  refused: info/new/default (phone, tablet)  pages-config/pages/info/new.json: it shows the not-found page (页面不存在)');
    expect(text).toContain('0 that did not open');
  });

  it('says a run was interrupted, and counts the states stopped mid-capture apart from those that failed', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const reporter = new SummaryReporter();
    reporter.onTestEnd(...stateTest('info/about-us/default', 'pages-config/pages/info/about-us.json', [['profiles', 'phone']]));
    reporter.onTestEnd(...stateTest('news/news-center/default', 'pages-config/pages/news/news-center.json', [['profiles', 'phone']], 'interrupted', ['Target page, context or browser has been closed']));
    await reporter.onEnd({ status: 'interrupted' } as FullResult);
    const text = log.mock.calls.join('\n');
    expect(text).toContain('snapshot: 1 pages, 1 states, 1 profiles, 1 captures');
    expect(text).toContain('snapshot: interrupted: 1 state(s) stopped while being captured, and the states after them not started');
    expect(text).not.toContain('failed:  news/news-center/default');
  });

  it('fails a run that captured nothing, saying why', async () => {
    expect(await ending()).toEqual({ text: '\nsnapshot: 0 pages, 0 states: nothing was captured: no state ran', status: 'failed' });
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    log.mockClear();
    const reporter = new SummaryReporter();
    reporter.onError({ message: 'Error: browserType.launch: Executable doesn\'t exist\n  at …' });
    expect(await reporter.onEnd({ status: 'passed' } as FullResult)).toEqual({ status: 'failed' });
    expect(log.mock.calls.join('\n')).toContain('snapshot: 0 pages, 0 states: nothing was captured: Error: browserType.launch: Executable doesn\'t exist');
  });
});

describe('snapshot files', () => {
  it('are stored per layout, named by the state with its slashes as dashes', () => {
    expect(snapshotFiles({ id: 'news/news-center/default' }, 'tablet')).toEqual({ picture: ['tablet', 'news-news-center-default.webp'], aria: ['tablet', 'news-news-center-default-aria.yml'] });
  });
});
