// Why the editor shows a page without letting it be changed: the workflow saves drafts only in some
// states (studio/server/workflow/transitions.ts), and only for the editor role.
import { STATE_LABELS, TRANSITIONS, type State } from '../../../server/workflow/transitions';

export function readOnlyReason(state: State, isEditor: boolean): string | undefined {
  if (!isEditor) return '您没有“编辑”角色：可以查看、检查和预览页面定义，不能修改。';
  if (TRANSITIONS.save.from.includes(state)) return undefined;
  const next = state === 'in-review' ? '如需修改，请由审核人员退回。' : '发布后可继续编辑新的版本。';
  return `页面${STATE_LABELS[state]}，此时不能修改；${next}`;
}
