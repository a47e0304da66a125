// The review and publishing workflow of a page, as one table: each action, the states it may start from,
// the role that may take it, and what it makes of the page. Pure: the service stores what it decides.

export const STATES = ['draft', 'in-review', 'approved', 'live', 'taken-down', 'expired'] as const;
export type State = (typeof STATES)[number];
export const STATE_LABELS: Record<State, string> = { draft: '草稿', 'in-review': '待审核', approved: '已通过', live: '已上线', 'taken-down': '已下线', expired: '已过期' };

export const ROLES = ['editor', 'reviewer', 'publisher', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = { editor: '编辑', reviewer: '审核', publisher: '发布', admin: '管理员' };

/** A campaign's start and end (an info page may have neither): the window the page is shown in. */
export interface Schedule { validFrom?: string; validTo?: string }

export interface PageWorkflow {
  state: State;
  /** The version under work (saved, in review, approved or published) and who wrote it. */
  candidate: { version: string; author: number } | null;
  /** The version the route shows now, and when it comes down by itself. */
  live: string | null;
  liveTo: string | null;
  schedule: Schedule;
  /** When an approved version goes live by itself. */
  publishAt: string | null;
  reviewComment: string | null;
}

export type WorkflowAction =
  | { type: 'save'; version: string; schedule: Schedule }
  | { type: 'submit' }
  | { type: 'return'; comment: string }
  | { type: 'approve' }
  | { type: 'publish'; at?: string }
  | { type: 'take-down' }
  | { type: 'roll-back'; version: string; author: number }
  | { type: 'go-live' }
  | { type: 'expire' };
export type ActionType = WorkflowAction['type'];

/** Staff by id and roles; the scheduler acts as `system`. */
export type Actor = { id: number; roles: readonly Role[] } | 'system';

export interface Facts {
  now: Date;
  /** The versions this page has shown before: a rollback goes back to one of them. */
  earlierLive: readonly string[];
}

/** `forbidden`: the actor lacks the role (as against the page not being in a state for it). */
export type Decision = { ok: true; next: PageWorkflow } | { ok: false; message: string; forbidden?: boolean };

const ANY_STATE = STATES;
const EDITABLE: readonly State[] = ['draft', 'live', 'taken-down', 'expired'];

interface Transition {
  label: string;
  from: readonly State[];
  by: Role | 'system';
  /** What keeps the action from being taken although the state allows it, in Chinese. */
  refuse?: (page: PageWorkflow, action: any, actor: Actor, facts: Facts) => string | undefined;
  apply: (page: PageWorkflow, action: any, actor: Actor, facts: Facts) => PageWorkflow;
}

const at = (time: string | null | undefined) => (time ? Date.parse(time) : undefined);
/** A version goes live until `liveTo` (the schedule's end: one already past ends it at the next tick). */
const goLive = (page: PageWorkflow, version: string, liveTo: string | null): PageWorkflow => ({ ...page, state: 'live', live: version, liveTo, publishAt: null });
/** Taking the live version down (by hand or at its end): a page in another state keeps its work. */
const comeDown = (page: PageWorkflow, state: State): PageWorkflow => ({ ...page, live: null, liveTo: null, state: page.state === 'live' ? state : page.state });

export const TRANSITIONS: Record<ActionType, Transition> = {
  save: {
    label: '保存草稿', from: EDITABLE, by: 'editor',
    apply: (page, action: Extract<WorkflowAction, { type: 'save' }>, actor) => ({
      ...page, state: 'draft', candidate: { version: action.version, author: (actor as { id: number }).id }, schedule: action.schedule, publishAt: null,
    }),
  },
  submit: {
    label: '提交审核', from: ['draft'], by: 'editor',
    refuse: (page) => (page.candidate ? undefined : '还没有保存过草稿，无法提交审核'),
    apply: (page) => ({ ...page, state: 'in-review', reviewComment: null }),
  },
  return: {
    label: '退回', from: ['in-review'], by: 'reviewer',
    refuse: (_page, action: Extract<WorkflowAction, { type: 'return' }>) => (action.comment?.trim() ? undefined : '退回时请填写意见，告诉编辑要改什么'),
    apply: (page, action: Extract<WorkflowAction, { type: 'return' }>) => ({ ...page, state: 'draft', reviewComment: action.comment.trim() }),
  },
  approve: {
    label: '审核通过', from: ['in-review'], by: 'reviewer',
    refuse: (page, _action, actor) => (actor !== 'system' && page.candidate?.author === actor.id ? '不能审核通过自己编写的版本：请由另一位审核人员审核' : undefined),
    apply: (page) => ({ ...page, state: 'approved' }),
  },
  publish: {
    label: '发布', from: ['approved'], by: 'publisher',
    refuse: (page, action: Extract<WorkflowAction, { type: 'publish' }>, _actor, { now }) => {
      const end = at(page.schedule.validTo);
      const start = at(action.at);
      if (action.at !== undefined && Number.isNaN(start)) return `定时发布时间“${action.at}”不是有效的时间`;
      if (end !== undefined && end <= Math.max(now.getTime(), start ?? 0)) return '排期的结束时间（validTo）已过，无法发布：请修改排期后重新提交';
      return undefined;
    },
    apply: (page, action: Extract<WorkflowAction, { type: 'publish' }>, _actor, { now }) => (
      action.at && Date.parse(action.at) > now.getTime() ? { ...page, publishAt: new Date(action.at).toISOString() } : goLive(page, page.candidate!.version, page.schedule.validTo ?? null)
    ),
  },
  'go-live': {
    label: '定时上线', from: ['approved'], by: 'system',
    refuse: (page, _action, _actor, { now }) => (page.publishAt && Date.parse(page.publishAt) <= now.getTime() ? undefined : '还没到定时上线的时间'),
    apply: (page) => goLive(page, page.candidate!.version, page.schedule.validTo ?? null),
  },
  'take-down': {
    label: '下线', from: ANY_STATE, by: 'publisher',
    refuse: (page) => (page.live ? undefined : '页面当前没有线上版本，无需下线'),
    apply: (page) => comeDown(page, 'taken-down'),
  },
  expire: {
    label: '到期下线', from: ANY_STATE, by: 'system',
    refuse: (page, _action, _actor, { now }) => (page.live && page.liveTo && Date.parse(page.liveTo) <= now.getTime() ? undefined : '线上版本还没到结束时间'),
    apply: (page) => comeDown(page, 'expired'),
  },
  'roll-back': {
    label: '回滚', from: ['live', 'taken-down', 'expired'], by: 'publisher',
    refuse: (page, action: Extract<WorkflowAction, { type: 'roll-back' }>, _actor, { earlierLive }) => {
      if (action.version === page.live) return '这个版本正在线上，无需回滚';
      return earlierLive.includes(action.version) ? undefined : '只能回滚到这个页面以前上线过的版本';
    },
    // A rollback is a deliberate act: it keeps the schedule's end only while that is still ahead.
    apply: (page, action: Extract<WorkflowAction, { type: 'roll-back' }>, _actor, { now }) => {
      const end = at(page.schedule.validTo);
      return goLive({ ...page, candidate: { version: action.version, author: action.author } }, action.version, end !== undefined && end > now.getTime() ? page.schedule.validTo! : null);
    },
  },
};

/** Whether an actor holds the role an action needs (the scheduler takes only the system's actions). */
const mayTake = (actor: Actor, by: Role | 'system') => (actor === 'system' ? by === 'system' : by !== 'system' && actor.roles.includes(by));

/** What an action makes of a page, or why it is refused. */
export function decide(page: PageWorkflow, action: WorkflowAction, actor: Actor, facts: Facts): Decision {
  const transition = TRANSITIONS[action.type];
  if (!transition) return { ok: false, message: `未知的操作“${String(action.type)}”` };
  if (!mayTake(actor, transition.by)) {
    return { ok: false, forbidden: true, message: transition.by === 'system' ? `${transition.label}由系统按排期自动进行，不能手动操作` : `只有拥有“${ROLE_LABELS[transition.by]}”角色的人员可以${transition.label}` };
  }
  if (!transition.from.includes(page.state)) return { ok: false, message: `页面当前为“${STATE_LABELS[page.state]}”，不能${transition.label}` };
  const refusal = transition.refuse?.(page, action, actor, facts);
  if (refusal) return { ok: false, message: refusal };
  return { ok: true, next: transition.apply(page, action, actor, facts) };
}

/** A new page's workflow: a draft with nothing saved yet. */
export const NEW_PAGE: PageWorkflow = { state: 'draft', candidate: null, live: null, liveTo: null, schedule: {}, publishAt: null, reviewComment: null };
