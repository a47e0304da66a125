// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FullResult, TestCase, TestResult } from '@playwright/test/reporter';
import SummaryReporter from '../../snapshots/summary-reporter';
import { snapshotFiles } from '../../../scripts/lib/snapshot-cases';

/** A state's test as the snapshot run ends it: its annotations say what each layout found. */
function stateTest(id: string, page: string, annotations: Array<[string, string]>, status: TestResult['status'] = 'passed', errors: string[] = []) {
  const test = { id } as TestCase;
  const result = {
    status,
    errors: errors.map((message) => ({ message })),
    attachments: [],
    annotations: [['page', page], ['case', id], ...annotations].map(([type, description]) => ({ type, description })),
  } as unknown as TestResult;
  return [test, result] as const;
}

function summary(...tests: Array<readonly [TestCase, TestResult]>): string {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const reporter = new SummaryReporter();
  for (const [test, result] of tests) reporter.onTestEnd(test, result);
  reporter.onEnd({ status: tests.some(([, r]) => r.status !== 'passed') ? 'failed' : 'passed' } as FullResult);
  return log.mock.calls.map((call) => String(call[0])).join('\n');
}

afterEach(() => vi.restoreAllMocks());

describe('the snapshot summary', () => {
  it('counts a capture per state and layout, and names each difference with its page file, state and layout, and the commands that show and accept it', () => {
    const text = summary(
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

  it('tells a state without snapshots, one that threw while opening, and one that did not open apart', () => {
    const text = summary(
      stateTest('info/new/default', 'pages-config/pages/info/new.json', [['profiles', 'phone tablet'], ['missing', 'phone'], ['missing', 'tablet']], 'failed', ['has no snapshot']),
      stateTest('me/info/default', 'pages-config/pages/me/info.json', [['profiles', 'phone'], ['problems', 'uncaught: boom']], 'failed', ['uncaught errors']),
      stateTest('me/card/default', 'pages-config/pages/me/card.json', [['profiles', 'phone']], 'timedOut', ['Test timeout of 30000ms exceeded.']),
    );
    expect(text).toContain('0 with differences, 2 without a snapshot, 1 that did not open');
    expect(text).toContain('  missing: info/new/default (tablet)  pages-config/pages/info/new.json: run npm run snapshot -- --update --profile tablet info/new/default');
    expect(text).toContain('  errors:  me/info/default  pages-config/pages/me/info.json: uncaught: boom');
    expect(text).toContain('  failed:  me/card/default  pages-config/pages/me/card.json: Test timeout of 30000ms exceeded.');
  });

  it('counts a retried state once, as its last attempt found it', () => {
    const [test, first] = stateTest('news/news-center/default', 'pages-config/pages/news/news-center.json', [['profiles', 'phone'], ['differs', 'phone']], 'failed', ['the screenshot']);
    const [, retry] = stateTest('news/news-center/default', 'pages-config/pages/news/news-center.json', [['profiles', 'phone']]);
    expect(summary([test, first], [test, retry])).toContain('snapshot: 0 with differences');
  });
});

describe('snapshot files', () => {
  it('are stored per layout, named by the state with its slashes as dashes', () => {
    expect(snapshotFiles({ id: 'news/news-center/default' }, 'tablet')).toEqual({ picture: ['tablet', 'news-news-center-default.webp'], aria: ['tablet', 'news-news-center-default-aria.yml'] });
  });
});
