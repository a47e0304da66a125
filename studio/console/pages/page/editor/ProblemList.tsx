import { Spin } from '@arco-design/web-react';
import { IconCheckCircleFill, IconExclamationCircleFill } from '@arco-design/web-react/icon';
import type { DraftCheckState } from './use-draft-check';
import type { TextProblem } from './text-problems';

const FIELD_NAMES: Record<string, string> = { validFrom: '上线时间', validTo: '下线时间', activityCode: '关联活动' };

/** Where a problem is: its line:column in the text, or the schedule field it is about. */
const placeOf = (problem: TextProblem) => (problem.line ? `第 ${problem.line} 行` : FIELD_NAMES[problem.field] ?? '页面');

/**
 * The problems of the text under work, as the gates of submit find them, each a button that moves the
 * editor's cursor to its place.
 */
export function ProblemList({ check, onReveal }: { check: DraftCheckState; onReveal(line: number, column: number): void }) {
  const problems = check.outcome?.problems ?? [];
  return (
    <section className="console-panel" aria-labelledby="problems-title">
      <header className="console-panel__header">
        <h2 id="problems-title">检查结果</h2>
        <span role="status" className="console-panel__status">
          {check.checking ? <><Spin size={12} /> 检查中…</> : check.error ? <span className="console-text-danger">{check.error}</span> : problems.length === 0 ? '' : `${problems.length} 个问题`}
        </span>
      </header>
      {!check.checking && !check.error && problems.length === 0 && check.outcome && (
        <p className="console-problems__ok"><IconCheckCircleFill /> 全部检查通过，可以保存并提交审核</p>
      )}
      {problems.length > 0 && (
        <ul className="console-problems">
          {problems.map((problem, index) => (
            <li key={`${problem.field}:${problem.line ?? ''}:${index}`}>
              {problem.line
                ? (
                  <button type="button" className="console-problems__item" onClick={() => onReveal(problem.line!, problem.column ?? 1)}>
                    <ProblemText problem={problem} />
                  </button>
                )
                : <div className="console-problems__item"><ProblemText problem={problem} /></div>}
            </li>
          ))}
        </ul>
      )}
      <p className="console-panel__note">与提交审核时相同的检查：页面校验、模板空白、分享卡片、地址、排期与活动。</p>
    </section>
  );
}

function ProblemText({ problem }: { problem: TextProblem }) {
  return (
    <>
      <IconExclamationCircleFill className="console-problems__icon" />
      <span className="console-problems__place">{placeOf(problem)}</span>
      {/* The place is said beside it: the gates' own prefix (the JSON pointer) would say it twice. */}
      <span className="console-problems__message" title={problem.field || undefined}>{problem.message.replace(/^\/[^：\s]*：/, '')}</span>
    </>
  );
}
