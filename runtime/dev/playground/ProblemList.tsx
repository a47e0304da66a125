import { isError, type Problem } from '../../config/problems';
import { placeInPage } from './check';

interface Props {
  problems: readonly Problem[];
  /** The errors saving the page would give other files (validate prints them there). */
  elsewhere: readonly Problem[];
  /** Moves the editor's cursor to a place of the edited page. */
  onReveal(line: number, column: number): void;
}

/**
 * The edited page's problems in the words of `npm run validate`, each at its line:column, then those it
 * would give other files, each with its file: together, what validate would print once it is saved.
 */
export function ProblemList({ problems, elsewhere, onReveal }: Props) {
  const errors = problems.filter(isError).length + elsewhere.length;
  const warnings = problems.length - problems.filter(isError).length;
  const summary = errors + warnings === 0 ? '没有问题' : [errors && `${errors} 个错误`, warnings && `${warnings} 个警告`].filter(Boolean).join('，');
  return (
    <section className="playground__problems" aria-label="问题">
      <header>
        <h2>问题</h2>
        <span className={`playground__badge playground__badge--${errors ? 'error' : warnings ? 'warn' : 'ok'}`} role="status">{summary}</span>
      </header>
      {errors + warnings === 0
        ? <p className="playground__empty">与 npm run validate 相同的检查全部通过。</p>
        : (
          <ul>
            {problems.map((problem, index) => {
              const { line, column } = placeInPage(problem);
              return (
                <li key={`${line}:${column}:${index}`}>
                  <button type="button" onClick={() => onReveal(line, column)}>
                    <span className={`playground__severity playground__severity--${isError(problem) ? 'error' : 'warn'}`}>{isError(problem) ? '错误' : '警告'}</span>
                    <span className="playground__where">{line}:{column}</span>
                    <span className="playground__message">
                      {problem.message}
                      {problem.usedAt && <small>在片段 {problem.file}:{problem.line}:{problem.column} 中</small>}
                    </span>
                    <span className="playground__pointer">{problem.pointer || '/'}</span>
                  </button>
                </li>
              );
            })}
            {elsewhere.map((problem) => (
              <li key={`${problem.file} ${problem.pointer} ${problem.message}`} className="playground__elsewhere">
                <span className="playground__severity playground__severity--error">错误</span>
                <span className="playground__message">{problem.message}<small>保存后在 {problem.file} 中</small></span>
                <span className="playground__pointer">{problem.pointer || '/'}</span>
              </li>
            ))}
          </ul>
        )}
    </section>
  );
}
