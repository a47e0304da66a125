import { Alert, Button } from '@arco-design/web-react';
import { useCallback, type Ref } from 'react';
import { Editor, type EditorHandle, type Mark } from '../../../../../runtime/dev/playground/Editor';
import type { PageDetail, Schedule } from '../../../api-client/types';
import { BeijingTimePicker } from '../../../components/BeijingTimePicker';
import { Field } from '../../../components/Field';
import { useCatalogue } from '../../../visual/catalogue/use-catalogue';
import { pageCompletions } from './page-completions';
import { ProblemList } from './ProblemList';
import type { DraftCheckState } from './use-draft-check';

interface Props {
  page: PageDetail;
  initialText: string;
  schedule: Schedule;
  readOnly?: string;
  check: DraftCheckState;
  editor: Ref<EditorHandle>;
  marks(text: string): Promise<Mark[]>;
  onText(text: string): void;
  onSchedule(schedule: Schedule): void;
  onReveal(line: number, column: number): void;
  restored?: { stale: boolean; onDiscard(): void };
}

/**
 * The page's JSON in the editor, underlined where the gates refuse it, with its schedule and the list of
 * problems beside it. Read-only (with the reason) where the workflow or the staff member's roles do not allow a save.
 */
export function EditTab({ page, initialText, schedule, readOnly, check, editor, marks, onText, onSchedule, onReveal, restored }: Props) {
  // The editor offers widget types, fragments, services, routes, icons and props from the build's catalogue;
  // without it (still loading, or failed: the visual tab says so) the editor simply offers nothing.
  const { data: catalogue } = useCatalogue();
  const complete = useCallback((text: string, offset: number) => (catalogue ? pageCompletions(text, offset, catalogue) : null), [catalogue]);
  return (
    <div className="console-edit">
      {restored && (
        <Alert
          className="console-edit__notice" type={restored.stale ? 'warning' : 'info'}
          content={restored.stale ? '已恢复本标签页中未保存的修改；此后页面又被保存过，保存这些修改会覆盖那一版。' : '已恢复本标签页中未保存的修改。'}
          action={<Button size="mini" type="text" onClick={restored.onDiscard}>放弃修改</Button>}
        />
      )}
      {readOnly && <Alert className="console-edit__notice" type="info" content={readOnly} />}
      <div className="console-edit__grid">
        <section className="console-editor" aria-label="页面定义编辑器">
          <Editor ref={editor} initialText={initialText} check={marks} onChange={onText} readOnly={!!readOnly} complete={complete} />
        </section>
        <aside className="console-edit__side" aria-label="排期与检查">
          <section className="console-panel" aria-labelledby="schedule-title">
            <header className="console-panel__header"><h2 id="schedule-title">排期（北京时间）</h2></header>
            <div className="console-schedule-form">
              <Field label="上线时间" id="schedule-from" extra={page.kind === 'campaign' ? '活动页必填，须在活动时间之内' : '可不填：发布后即上线'}>
                <BeijingTimePicker id="schedule-from" value={schedule.validFrom} disabled={!!readOnly} onChange={(validFrom) => onSchedule({ ...schedule, validFrom })} />
              </Field>
              <Field label="下线时间" id="schedule-to" extra={page.kind === 'campaign' ? '活动页必填，到期自动下线' : '可不填：一直在线，直到手动下线'}>
                <BeijingTimePicker id="schedule-to" value={schedule.validTo} disabled={!!readOnly} onChange={(validTo) => onSchedule({ ...schedule, validTo })} />
              </Field>
            </div>
          </section>
          <ProblemList check={check} onReveal={onReveal} />
        </aside>
      </div>
    </div>
  );
}
