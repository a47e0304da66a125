import { Message } from '@arco-design/web-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { EditorHandle, Mark } from '../../../../runtime/dev/playground/Editor';
import { ApiError, messageOf } from '../../api-client/api-error';
import { studioApi, type PageAction } from '../../api-client/studio-api';
import type { PageDetail } from '../../api-client/types';
import { Loading } from '../../components/Loading';
import { ScreenTabs } from '../../components/ScreenTabs';
import { useAction } from '../../components/use-action';
import { useStaff } from '../../session/session-context';
import { EditHistory } from '../../visual/model/history';
import type { ConsoleAction } from '../../workflow/allowed-actions';
import { WorkflowActions } from './actions/WorkflowActions';
import { CheckTab } from './check/CheckTab';
import { DiffTab } from './diff/DiffTab';
import { AutosaveNote } from './editor/AutosaveNote';
import { draftChecker } from './editor/draft-checker';
import { EditTab } from './editor/EditTab';
import { placeRefusals } from './editor/text-problems';
import { useAutosave } from './editor/use-autosave';
import { useDraftCheck } from './editor/use-draft-check';
import { HistoryTab } from './history/HistoryTab';
import { PageHeader } from './PageHeader';
import { PreviewTab } from './preview/PreviewTab';
import { RefusalNotice, type Refused } from './RefusalNotice';
import { readOnlyReason } from './read-only';
import { usePageWork } from './use-page-work';
import './page-screen.css';

const TABS = [['visual', '可视化编辑'], ['edit', 'JSON'], ['preview', '预览'], ['check', '检查'], ['diff', '差异'], ['history', '历史']] as const;
type TabKey = (typeof TABS)[number][0];

// The visual editor (rjsf, the fragments it expands pages with) is fetched when its tab first opens.
const VisualTab = lazy(() => import('../../visual/VisualTab').then((module) => ({ default: module.VisualTab })));

/**
 * One page at work: its header and the workflow's actions, then its text (编辑), how customers will see it
 * (预览), the gates on the saved version (检查), the difference from live (差异) and its history (历史).
 * The open tab is in the address, so a reload or a login in between comes back to it.
 */
export function PageWorkspace({ page, reload }: { page: PageDetail; reload(): void }) {
  const staff = useStaff();
  const work = usePageWork(page);
  const editor = useRef<EditorHandle>(null);
  const [query, setQuery] = useSearchParams();
  // Staff build pages visually; the JSON tab is there for those who want it.
  const tab: TabKey = TABS.some(([key]) => key === query.get('tab')) ? (query.get('tab') as TabKey) : 'visual';
  const [refused, setRefused] = useState<Refused>();
  const [reveal, setReveal] = useState<{ line: number; column: number }>();
  const { busy, run } = useAction();
  const checker = useMemo(() => draftChecker((content, schedule) => studioApi.checkDraft(page.id, content, schedule)), [page.id]);
  const check = useDraftCheck(checker, work.work.text, work.work.schedule);
  const readOnly = readOnlyReason(page.state, staff.can('editor'));
  const autosaved = useAutosave(page, work, !!readOnly, (saved) => {
    work.saved(saved.candidateVersion);
    reload();
  });
  // The visual editor's undo history, kept here so that it outlives switching tabs.
  const [visualHistory] = useState(() => new EditHistory(work.work.text));
  const problems = check.outcome?.text === work.work.text ? check.outcome.problems.length : undefined;

  const openTab = useCallback((key: TabKey) => setQuery((current) => {
    const next = new URLSearchParams(current);
    if (key === 'visual') next.delete('tab');
    else next.set('tab', key);
    return next;
  }, { replace: true }), [setQuery]);

  // Shown once the editor is there: it is made when the 编辑 tab opens.
  useEffect(() => {
    if (!reveal || tab !== 'edit' || !editor.current) return;
    editor.current.reveal(reveal.line, reveal.column);
    setReveal(undefined);
  }, [reveal, tab]);

  const revealAt = (line: number, column: number) => { openTab('edit'); setReveal({ line, column }); };
  const revealField = (field: string) => {
    const [place] = placeRefusals(work.work.text, [{ field, message: '' }]);
    if (place.line) revealAt(place.line, place.column ?? 1);
  };

  const refuse = (label: string, error: unknown) => setRefused({ label, message: messageOf(error), refusals: error instanceof ApiError ? error.refusals : [] });

  const save = () => void run('save', async () => {
    setRefused(undefined);
    let content: unknown;
    try {
      content = JSON.parse(work.work.text);
    } catch {
      refuse('保存草稿', new ApiError(422, '页面定义不是有效的 JSON：请先改正编辑器中标出的格式错误'));
      return;
    }
    try {
      const saved = await autosaved.exclusive(() => studioApi.saveDraft(page.id, content, work.work.schedule));
      work.saved(saved.candidateVersion);
      Message.success('草稿已保存');
      reload();
    } catch (error) {
      // The text stays in the editor (and in this tab's storage) to be corrected and saved again.
      refuse('保存草稿', error);
    }
  });

  const act = async (action: PageAction, label: string): Promise<boolean> => (await run(action.type, async () => {
    setRefused(undefined);
    // Submit sends the saved version: what is still being saved by itself is saved first.
    if (action.type === 'submit' && !(await autosaved.flush())) {
      refuse(label, new ApiError(409, '修改未能保存，暂不能提交审核：请看保存按钮旁的说明，保存后再提交'));
      return false;
    }
    try {
      await autosaved.exclusive(() => studioApi.act(page.id, action));
      Message.success(`已${label}`);
      reload();
      return true;
    } catch (error) {
      refuse(label, error);
      // A stale state (someone acted meanwhile): show the page as it is now.
      if (error instanceof ApiError && error.status === 409) reload();
      return false;
    }
  })) ?? false;

  const marks = async (text: string): Promise<Mark[]> => (await checker(text, work.work.schedule)).problems
    .filter((problem) => problem.line)
    .map((problem) => ({ line: problem.line!, column: problem.column ?? 1, severity: 'error', message: problem.message }));

  // Ctrl+S (⌘S) saves, as in any editor, where saving is allowed.
  const saveKey = useRef(save);
  useEffect(() => { saveKey.current = readOnly ? () => undefined : save; });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        saveKey.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const previewStale = !check.outcome || check.outcome.text !== work.work.text || !check.outcome.page;
  return (
    <>
      <PageHeader
        page={page} dirty={work.dirty}
        actions={(
          <div className="console-page-actions">
            {!readOnly && <AutosaveNote status={autosaved.status} paused={autosaved.paused} />}
            <WorkflowActions page={page} staff={staff} dirty={work.dirty} savesItself={autosaved.active} problems={problems} busy={busy as ConsoleAction | undefined} onSave={save} onAct={act} />
          </div>
        )}
      />
      {refused && <RefusalNotice refused={refused} onClose={() => setRefused(undefined)} onReveal={revealField} />}
      <ScreenTabs label="页面内容" tabs={TABS} active={tab} onChange={openTab}>
        {tab === 'visual' && (
          <Suspense fallback={<Loading tip="正在打开可视化编辑…" />}>
            <VisualTab
              page={page} text={work.work.text} schedule={work.work.schedule} onText={work.setText} onSchedule={work.setSchedule}
              check={check} history={visualHistory} readOnly={readOnly}
            />
          </Suspense>
        )}
        {tab === 'edit' && (
          <EditTab
            page={page} initialText={work.work.text} schedule={work.work.schedule} readOnly={readOnly} check={check} editor={editor} marks={marks}
            onText={work.setText} onSchedule={work.setSchedule} onReveal={revealAt}
            restored={work.restored && work.dirty ? { stale: work.work.base !== page.candidateVersion, onDiscard: () => { work.discard(); editor.current?.replace(work.savedText); } } : undefined}
          />
        )}
        {tab === 'preview' && <PreviewTab page={check.page} stale={previewStale} />}
        {tab === 'check' && <CheckTab pageId={page.id} savedVersion={page.candidateVersion} onReveal={revealField} />}
        {tab === 'diff' && <DiffTab page={page} />}
        {tab === 'history' && <HistoryTab page={page} />}
      </ScreenTabs>
    </>
  );
}
