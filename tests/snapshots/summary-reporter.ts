import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

interface Capture { page: string; state: string; profile: string; status: TestResult['status']; errors: string[]; impacts: string[]; loneCharacters: string }

// Annotations added while a test runs arrive with its result.
const annotation = (result: TestResult, type: string) => result.annotations.find((a) => a.type === type)?.description ?? '';

/** Prints what a snapshot run covered and found: pages, states, profiles, differences, accessibility by impact, time. */
export default class SummaryReporter implements Reporter {
  private readonly captures: Capture[] = [];
  private readonly started = Date.now();

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') return;
    const attachment = result.attachments.find((a) => a.name === 'accessibility');
    const violations = attachment?.body ? (JSON.parse(attachment.body.toString()) as Array<{ impact: string }>) : [];
    this.captures.push({
      page: annotation(result, 'page'),
      state: annotation(result, 'case'),
      profile: test.parent.project()?.name ?? '',
      status: result.status,
      errors: result.errors.map((error) => error.message ?? ''),
      impacts: violations.map((v) => v.impact),
      loneCharacters: annotation(result, 'lone characters'),
    });
  }

  onEnd(result: FullResult): void {
    const count = (values: string[]) => new Set(values).size;
    const differing = this.captures.filter((c) => c.errors.some((e) => /toHaveScreenshot|toMatchAriaSnapshot|screenshot|accessibility tree/i.test(e)));
    const missing = this.captures.filter((c) => c.errors.some((e) => e.includes('has no snapshot')));
    const broken = this.captures.filter((c) => c.status !== 'passed' && !differing.includes(c) && !missing.includes(c) && !c.errors.some((e) => e.includes('accessibility violations')));
    const impacts = this.captures.flatMap((c) => c.impacts);
    const byImpact = ['critical', 'serious', 'moderate', 'minor'].map((impact) => `${impact} ${impacts.filter((i) => i === impact).length}`).join(', ');
    const seconds = ((Date.now() - this.started) / 1000).toFixed(0);
    console.log([
      '',
      `snapshot: ${count(this.captures.map((c) => c.page))} pages, ${count(this.captures.map((c) => c.state))} states, ${count(this.captures.map((c) => c.profile))} profiles, ${this.captures.length} captures in ${seconds} s`,
      `snapshot: ${differing.length} with differences, ${missing.length} without a snapshot, ${broken.length} that did not open; accessibility violations: ${byImpact}`,
      ...differing.map((c) => `  differs: ${c.state} (${c.profile})  ${c.page}`),
      ...missing.map((c) => `  missing: ${c.state} (${c.profile})  ${c.errors.find((e) => e.includes('has no snapshot'))?.split('\n')[0].replace(/^Error: /, '')}`),
      ...this.captures.filter((c) => c.errors.some((e) => e.includes('accessibility violations'))).map((c) => `  accessibility: ${c.state} (${c.profile})  ${c.page}`),
      ...broken.map((c) => `  failed:  ${c.state} (${c.profile})  ${c.page}: ${c.errors[0]?.split('\n')[0] ?? c.status}`),
      `snapshot: ${this.captures.filter((c) => c.loneCharacters).length} with a character alone on a line of a title, label or step`,
      ...this.captures.filter((c) => c.loneCharacters).map((c) => `  lone character: ${c.state} (${c.profile})  ${c.page}: ${c.loneCharacters}`),
      result.status === 'passed' ? '' : 'snapshot: the report with before / after / diff: npx playwright show-report playwright-report/snapshot',
    ].join('\n'));
  }
}
