import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { isError } from '../../config/problems';
import { createChecker, placeInPage, type Checked, type Checker } from './check';
import type { EditorHandle, Mark } from './Editor';
import { Preview } from './Preview';
import { ProblemList } from './ProblemList';
import type { PreviewPage } from './protocol';
import { initialWork, loadChoice, pageChoices, saveWork, startingPage, templateChoices, type Work } from './workspace';
import './playground.css';

// CodeMirror is most of the playground's code: a chunk of its own, fetched at once, alongside the checks.
const editorModule = import('./Editor');
const Editor = lazy(() => editorModule.then((module) => ({ default: module.Editor })));

/** What 复制为文件 says: where the copied text belongs. */
type Notice = { kind: 'copied'; file: string; errors: number } | { kind: 'failed' };

function noticeText(notice: Notice, work: Work): string {
  if (notice.kind === 'failed') return '无法写入剪贴板：请在编辑器中全选 (Ctrl+A) 后复制。';
  const exists = pageChoices.some((choice) => choice.file === notice.file);
  const what = notice.file === startingPage(work)?.file ? '覆盖原文件' : exists ? '注意：该文件已存在，保存会覆盖它' : '新文件';
  const errors = notice.errors ? `；还有 ${notice.errors} 个错误，npm run validate 和构建会拒绝它` : '';
  return `已复制。保存为 ${notice.file}（${what}）${errors}`;
}

/**
 * The live playground (local builds only): a page definition edited on the left, checked as it is
 * typed with the checks of `npm run validate`, and rendered on the right by the real app in a device
 * frame. A definition with errors leaves the last valid render of the same starting page in place.
 */
export function Playground() {
  const [setup, setSetup] = useState<{ checker: Checker; work: Work }>();
  const [failed, setFailed] = useState<string>();
  const [checked, setChecked] = useState<Checked>();
  const [shown, setShown] = useState<PreviewPage>();
  const [notice, setNotice] = useState<Notice>();
  const [from, setFrom] = useState<string>();
  const work = useRef<Work>({ text: '' });
  const editor = useRef<EditorHandle>(null);

  useEffect(() => {
    document.title = '页面演练场';
    Promise.all([createChecker(), initialWork()]).then(([checker, first]) => {
      work.current = first;
      setFrom(first.from);
      setSetup({ checker, work: first });
    }, (error: Error) => setFailed(error.message));
  }, []);

  const check = useCallback((text: string): Mark[] => {
    const result = setup!.checker(text, startingPage(work.current));
    setChecked(result);
    if (result.page) setShown(result.page);
    return result.problems.map((problem) => ({
      ...placeInPage(problem),
      severity: isError(problem) ? 'error' : 'warning',
      message: problem.usedAt ? `${problem.message}（在片段 ${problem.file}:${problem.line}:${problem.column} 中）` : problem.message,
    }));
  }, [setup]);

  const onChange = useCallback((text: string) => {
    work.current = { ...work.current, text };
    saveWork(work.current);
    setNotice(undefined);
  }, []);

  const choose = async (file: string) => {
    const next = await loadChoice(file);
    work.current = next;
    setFrom(file);
    // The last valid render was of another page: the chosen one shows only once it has no errors.
    setShown(undefined);
    // Undo (Ctrl+Z) brings the replaced text back.
    editor.current!.replace(next.text);
    saveWork(next);
  };

  const copyAsFile = async () => {
    try {
      await navigator.clipboard.writeText(work.current.text);
      setNotice({ kind: 'copied', file: checked?.file ?? '', errors: (checked?.problems.filter(isError).length ?? 0) + (checked?.elsewhere.length ?? 0) });
    } catch {
      setNotice({ kind: 'failed' });
    }
  };

  const loading = <div className="playground__editor playground__loading">正在加载编辑器和校验规则…</div>;
  if (failed) return <main className="playground__failed" role="alert">页面演练场无法启动：{failed}</main>;
  return (
    <div className="playground">
      <header className="playground__header">
        <h1>页面演练场</h1>
        <span className="playground__hint">仅本地构建 · 修改不会写入文件</span>
        <label className="playground__picker">
          起始页面
          <select value={from ?? ''} onChange={(event) => void choose(event.target.value)} disabled={!setup}>
            <option value="" disabled>选择一个页面或模板…</option>
            <optgroup label="现有页面">
              {pageChoices.map((choice) => <option key={choice.file} value={choice.file}>{choice.label}</option>)}
            </optgroup>
            <optgroup label="新文件（从模板开始）">
              {templateChoices.map((choice) => <option key={choice.file} value={choice.file}>{choice.label}</option>)}
            </optgroup>
          </select>
        </label>
        <button type="button" className="playground__primary" onClick={() => void copyAsFile()} disabled={!setup}>复制为文件</button>
      </header>
      {notice && <p className={`playground__notice playground__notice--${notice.kind}`} role="status">{noticeText(notice, work.current)}</p>}
      <main className="playground__main">
        <section className="playground__source" aria-label="页面定义">
          <Suspense fallback={loading}>
            {setup ? <Editor ref={editor} initialText={setup.work.text} check={check} onChange={onChange} /> : loading}
          </Suspense>
          <ProblemList problems={checked?.problems ?? []} elsewhere={checked?.elsewhere ?? []} onReveal={(line, column) => editor.current?.reveal(line, column)} />
        </section>
        <Preview page={shown} stale={Boolean(checked && !checked.page)} from={from} />
      </main>
    </div>
  );
}
