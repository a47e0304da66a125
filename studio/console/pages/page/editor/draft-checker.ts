// The check of the editor's text, shared by the editor's underlines, the problem list and the preview:
// syntax found here, then the submission gates on the service (POST pages/:id/check), which also answers
// the page as the portal runs it. The same text and schedule are checked once, whoever asks.
import type { DraftCheck, Schedule } from '../../../api-client/types';
import { placeRefusals, syntaxProblems, type TextProblem } from './text-problems';

export interface CheckOutcome {
  text: string;
  problems: TextProblem[];
  /** The page to preview (null while the text is not JSON, or when it does not expand). */
  page: Record<string, unknown> | null;
}

export type DraftChecker = (text: string, schedule: Schedule) => Promise<CheckOutcome>;

const NOT_AN_OBJECT: TextProblem = { field: '', message: '页面定义须为一个 JSON 对象：{ "route": …, "body": … }', line: 1, column: 1 };

export function draftChecker(checkOnService: (content: Record<string, unknown>, schedule: Schedule) => Promise<DraftCheck>): DraftChecker {
  let last: { key: string; outcome: Promise<CheckOutcome> } | undefined;

  async function run(text: string, schedule: Schedule): Promise<CheckOutcome> {
    const syntax = syntaxProblems(text);
    if (syntax.length > 0) return { text, problems: syntax, page: null };
    const content: unknown = JSON.parse(text);
    if (!content || typeof content !== 'object' || Array.isArray(content)) return { text, problems: [NOT_AN_OBJECT], page: null };
    const answer = await checkOnService(content as Record<string, unknown>, schedule);
    return { text, problems: placeRefusals(text, answer.refusals), page: answer.page };
  }

  return (text, schedule) => {
    const key = JSON.stringify([text, schedule.validFrom, schedule.validTo]);
    if (last?.key === key) return last.outcome;
    const outcome = run(text, schedule);
    last = { key, outcome };
    // A failed check is asked again next time, not remembered.
    outcome.catch(() => { if (last?.key === key) last = undefined; });
    return outcome;
  };
}
