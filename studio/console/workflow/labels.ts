// The words the console shows for the service's codes: states and roles from the workflow's own table
// (studio/server/workflow/transitions.ts), page kinds, and each audited action.
import { ROLE_LABELS, ROLES, STATE_LABELS, STATES, TRANSITIONS, type ActionType, type Role, type State } from '../../server/workflow/transitions';
import type { PageKind } from '../api-client/types';

export { ROLE_LABELS, ROLES, STATE_LABELS, STATES };
export type { Role, State };

export const KIND_LABELS: Record<PageKind, string> = { campaign: '活动页', info: '信息页' };

/** Each state's tag colour (console.css gives each colour text dark enough to read on its tint). */
export const STATE_COLOURS: Record<State, string> = {
  draft: 'gray', 'in-review': 'orange', approved: 'arcoblue', live: 'green', 'taken-down': 'red', expired: 'purple',
};

/** What the audit log's actions are in Chinese: the workflow's own labels, and the rest of what is audited. */
const OTHER_ACTIONS: Record<string, string> = {
  create: '新建页面', 'create-staff': '添加人员', 'update-staff': '修改人员', 'register-activity': '登记活动', 'upload-image': '上传图片',
};

export function auditActionLabel(action: string, detail?: Record<string, unknown> | null): string {
  if (action === 'publish' && detail?.publishAt && detail.to !== 'live') return '定时发布';
  return (TRANSITIONS as Partial<Record<string, { label: string }>>)[action as ActionType]?.label ?? OTHER_ACTIONS[action] ?? action;
}
