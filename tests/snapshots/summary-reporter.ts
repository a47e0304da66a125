import type { FullResult, Reporter, TestCase, TestError, TestResult } from '@playwright/test/reporter';
import { seriousViolations, type Violation } from '../../scripts/lib/accessibility-audit';

/** One state at one layout, as the run found it. */
interface Capture { page: string; state: string; profile: string; differs: boolean; missing: boolean; loneCharacters: string; brokenNumbers: string }
/** One state in an enlarged view (elderly mode, 200 % zoom), checked without a capture. */
interface Check { page: string; state: string; profile: string; loneCharacters: string; brokenNumbers: string; cramped: string }
/** One state's test: its captures, its enlarged views and what failed in it as a whole. */
interface StateRun { page: string; state: string; failed: boolean; errors: string[]; violations: Violation[]; refused: string; problems: string; captures: Capture[]; checks: Check[] }

// Annotations added while a test runs arrive with its result.
const annotations = (result: TestResult, type: string) => result.annotations.filter((a) => a.type === type).map((a) => a.description ?? '');
const annotation = (result: TestResult, type: string) => annotations(result, type)[0] ?? '';

const REPORT = 'npx playwright show-report playwright-report/snapshot';
/** The elements of an accessibility finding named in the summary; the report lists them all. */
const ELEMENTS_NAMED = 3;
/** The layout the accessibility audit runs at (pages.snapshot.ts). */
const AUDITED_AT = 'phone';

/** Where a finding is: each element's selector and its opening HTML, the first few of them. */
function elements(violation: Violation): string {
  const named = violation.nodes.slice(0, ELEMENTS_NAMED).map((node) => `${node.target} ${node.html}`);
  const more = violation.nodes.length - named.length;
  return [...named, ...(more > 0 ? [`${more} more in the report`] : [])].join('；');
}

/**
 * Prints what a snapshot run covered and found: pages, states, layouts, differences, accessibility by
 * impact, time; and for each difference the page file, the state, the layout, and the commands that show
 * it and accept it.
 */
export default class SummaryReporter implements Reporter {
  private readonly runs = new Map<string, StateRun>();
  private readonly started = Date.now();
  /** What went wrong outside any state: the configuration, the workers. */
  private readonly errors: string[] = [];
  /** States an interrupt (Ctrl-C) stopped while they were being captured. */
  private interrupted = 0;

  onError(error: TestError): void {
    this.errors.push(error.message?.split('\n')[0] ?? String(error.value));
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') return;
    if (result.status === 'interrupted') {
      this.interrupted += 1;
      return;
    }
    const attachment = result.attachments.find((a) => a.name === 'accessibility');
    const violations = attachment?.body ? (JSON.parse(attachment.body.toString()) as Violation[]) : [];
    const page = annotation(result, 'page');
    const state = annotation(result, 'case');
    const atProfile = (type: string, profile: string) =>
      annotations(result, type).filter((text) => text.startsWith(`${profile}: `)).map((text) => text.slice(profile.length + 2)).join('；');
    // A retry replaces the first attempt.
    this.runs.set(test.id, {
      page,
      state,
      failed: result.status !== 'passed',
      errors: result.errors.map((error) => error.message ?? ''),
      violations,
      refused: annotation(result, 'refused'),
      problems: annotation(result, 'problems'),
      captures: annotation(result, 'profiles').split(' ').filter(Boolean).map((profile) => ({
        page,
        state,
        profile,
        differs: annotations(result, 'differs').includes(profile),
        missing: annotations(result, 'missing').includes(profile),
        loneCharacters: atProfile('lone characters', profile),
        brokenNumbers: atProfile('broken numbers', profile),
      })),
      checks: annotations(result, 'views').map((view) => ({
        page,
        state,
        profile: view,
        loneCharacters: atProfile('lone characters', view),
        brokenNumbers: atProfile('broken numbers', view),
        cramped: atProfile('cramped fields', view),
      })),
    });
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    const runs = [...this.runs.values()];
    if (runs.length === 0) {
      // Nothing captured proves nothing: a run of no state fails, saying why.
      const why = this.errors[0] ?? (result.status === 'interrupted' ? 'the run was interrupted before a state ended' : 'no state ran');
      console.log(`\nsnapshot: 0 pages, 0 states: nothing was captured: ${why}`);
      return { status: 'failed' };
    }
    const captures = runs.flatMap((run) => run.captures);
    const count = (values: string[]) => new Set(values).size;
    const differing = captures.filter((c) => c.differs);
    const missing = captures.filter((c) => c.missing);
    const findings = runs.flatMap((run) => seriousViolations(run.violations).map((violation) => ({ run, violation })));
    const troubled = runs.filter((run) => run.problems);
    const refused = runs.filter((run) => run.refused);
    const explained = new Set([...differing, ...missing].map((c) => c.state).concat([...findings.map((f) => f.run), ...troubled, ...refused].map((r) => r.state)));
    const checks = runs.flatMap((run) => run.checks);
    const broken = runs.filter((run) => run.failed && !explained.has(run.state) && ![...run.captures, ...run.checks].some((c) => c.loneCharacters || c.brokenNumbers || ('cramped' in c && c.cramped)));
    const impacts = runs.flatMap((run) => run.violations.map((v) => v.impact));
    const byImpact = ['critical', 'serious', 'moderate', 'minor'].map((impact) => `${impact} ${impacts.filter((i) => i === impact).length}`).join(', ');
    const seconds = ((Date.now() - this.started) / 1000).toFixed(0);
    const lonely = [...captures, ...checks].filter((c) => c.loneCharacters);
    const splitNumbers = [...captures, ...checks].filter((c) => c.brokenNumbers);
    const cramped = checks.filter((c) => c.cramped);
    console.log([
      '',
      `snapshot: ${count(runs.map((r) => r.page))} pages, ${runs.length} states, ${count(captures.map((c) => c.profile))} profiles, ${captures.length} captures in ${seconds} s`,
      `snapshot: ${differing.length} with differences, ${missing.length} without a snapshot, ${broken.length} that did not open; accessibility violations: ${byImpact}`,
      ...differing.flatMap((c) => [
        `  differs: ${c.state} (${c.profile})  ${c.page}`,
        `    before / after / diff: ${REPORT}  (test "${c.state}")`,
        `    accept it:             npm run snapshot -- --update --profile ${c.profile} ${c.state}`,
      ]),
      ...missing.map((c) => `  missing: ${c.state} (${c.profile})  ${c.page}: run npm run snapshot -- --update --profile ${c.profile} ${c.state}`),
      ...findings.map(({ run, violation }) => `  accessibility: [${violation.impact}] ${violation.rule}  ${run.state} (${AUDITED_AT})  ${run.page}: ${violation.help}: ${elements(violation)}`),
      ...refused.map((r) => `  refused: ${r.state} (${r.captures.map((c) => c.profile).join(', ')})  ${r.page}: ${r.refused}`),
      ...troubled.map((r) => `  errors:  ${r.state}  ${r.page}: ${r.problems}`),
      ...broken.map((r) => `  failed:  ${r.state}  ${r.page}: ${r.errors[0]?.split('\n')[0] ?? 'failed'}`),
      `snapshot: ${lonely.length} with a character alone on a line of a title, label or step`,
      ...lonely.map((c) => `  lone character: ${c.state} (${c.profile})  ${c.page}: ${c.loneCharacters}`),
      `snapshot: ${splitNumbers.length} with a number broken across two lines`,
      ...splitNumbers.map((c) => `  broken number: ${c.state} (${c.profile})  ${c.page}: ${c.brokenNumbers}`),
      `snapshot: ${count(checks.map((c) => c.page))} pages with a form or an amount checked in elderly mode and at 200 % zoom, ${cramped.length} with a field too narrow or cut off`,
      ...cramped.map((c) => `  cramped field: ${c.state} (${c.profile})  ${c.page}: ${c.cramped}`),
      ...(result.status === 'interrupted' ? [`snapshot: interrupted: ${this.interrupted} state(s) stopped while being captured, and the states after them not started`] : []),
      ...(result.status === 'passed' ? [] : [`snapshot: the report with before / after / diff of every state: ${REPORT}`]),
      ...(differing.length > 0 ? [`snapshot: every state of a page at every layout, accepted at once: npm run snapshot -- --update ${differing[0].page}`] : []),
    ].join('\n'));
    return undefined;
  }
}
