// The publishing service's operations on pages: create from a template, save a draft, the workflow's
// actions (each checked by the transition table, stored, audited and, when what is live changes,
// released), and the scheduler's tick that brings due versions up and down by themselves.
import { versionName } from '../../../runtime/core/publishing/canonical';
import type { Database, Queryable } from '../database/database';
import { findActivity, listActivities } from '../activities/activity-store';
import { appendAudit, differenceFrom, listAudit } from '../audit/audit-log';
import type { Candidate, Gate, GateRefusal } from '../gates/gate';
import type { SubmissionGates } from '../gates/gates';
import { duePages, earlierLive, findPage, findVersion, firstVersion, insertPage, listPages, listVersions, loadWorkflow, recordLive, saveVersion, storeWorkflow, updatePageNames, type PageFilter, type PageKind, type PageSummary } from '../pages/page-store';
import { pageFromTemplate } from '../pages/templates';
import { runnablePage } from '../releases/artefact';
import { RELEASE_KEY, type ObjectStore } from '../releases/object-store';
import { latestRelease, needsResigning, recordRelease, writeRelease, type RecordedRelease } from '../releases/publisher';
import type { SigningKey } from '../releases/signing-key';
import type { Staff } from '../staff/staff-store';
import { decide, NEW_PAGE, type Actor, type PageWorkflow, type Schedule, type WorkflowAction } from '../workflow/transitions';
import { Refusal } from './refusal';

export interface ServiceOptions {
  db: Database;
  store: ObjectStore;
  key: SigningKey;
  gates: SubmissionGates;
  /** The version as the portal draws it at a phone's width, audited: run on what is saved (check and submit), not on every draft. */
  renderGate?: Gate;
  now?: () => Date;
}

/** The actions staff take through the API (saving a draft has its own call, with the content). */
export type StaffAction = Exclude<WorkflowAction, { type: 'save' | 'go-live' | 'expire' | 'roll-back' }> | { type: 'roll-back'; version: string };

const SYSTEM_NAME = '系统（排期）';
const actorOf = (staff: Staff | 'system'): Actor => (staff === 'system' ? 'system' : { id: staff.id, roles: staff.roles });
const liveChanged = (before: PageWorkflow, after: PageWorkflow) => before.live !== after.live || before.liveTo !== after.liveTo;

function validSchedule(schedule: unknown): Schedule {
  if (schedule === undefined || schedule === null) return {};
  if (typeof schedule !== 'object') throw new Refusal('排期（schedule）须为 { validFrom, validTo } 对象', 422);
  const result: Schedule = {};
  for (const key of ['validFrom', 'validTo'] as const) {
    const value = (schedule as Record<string, unknown>)[key];
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw new Refusal(`排期的 ${key} 不是有效的时间`, 422);
    result[key] = new Date(value).toISOString();
  }
  return result;
}

export function publishingService({ db, store, key, gates, renderGate, now = () => new Date() }: ServiceOptions) {
  const contentOf = async (tx: Queryable, version: string | null | undefined) => (version ? (await findVersion(tx, version))?.content : undefined);

  /** The submission gates on a page's content and schedule, among the store's other pages and activities. */
  async function runGates(page: PageSummary, content: Record<string, any>, schedule: Schedule, drawn = false): Promise<GateRefusal[]> {
    const others = (await listPages(db)).filter((other) => other.id !== page.id);
    const candidate: Candidate = {
      routePath: page.routePath, kind: page.kind, pageCode: page.pageCode, activityCode: page.activityCode, content, schedule,
      activities: await listActivities(db), otherPages: others.map((other) => ({ routePath: other.routePath, pageCode: other.pageCode })),
      firstVersion: (await firstVersion(db, page.id))?.content ?? null, liveVersion: (await contentOf(db, page.liveVersion)) ?? null, now: now(),
    };
    const [refusals, rendered] = await Promise.all([gates(candidate), drawn && renderGate ? renderGate(candidate) : []]);
    return [...refusals, ...rendered];
  }

  async function pageOrRefuse(tx: Queryable, pageId: number): Promise<PageSummary> {
    const page = await findPage(tx, pageId);
    if (!page) throw new Refusal('页面不存在', 404);
    return page;
  }

  /**
   * One workflow action on one page, in one transaction: decided by the table, stored, audited with the
   * difference from the live version, and released when what the route shows changes. The release is
   * written out after the commit.
   */
  async function perform(staff: Staff | 'system', pageId: number, action: WorkflowAction, at = now()): Promise<PageSummary> {
    const release = await db.transaction(async (tx) => {
      const page = await pageOrRefuse(tx, pageId);
      const before = await loadWorkflow(tx, pageId);
      const decision = decide(before, action, actorOf(staff), { now: at, earlierLive: await earlierLive(tx, pageId) });
      if (!decision.ok) throw new Refusal(decision.message, decision.forbidden ? 403 : 409);
      const after = decision.next;
      await storeWorkflow(tx, pageId, after, at);
      if (after.live && after.live !== before.live) await recordLive(tx, pageId, after.live, at);
      const subject = after.live !== before.live ? after.live : after.candidate?.version;
      await appendAudit(tx, {
        at: at.toISOString(), actorId: staff === 'system' ? null : staff.id, actorName: staff === 'system' ? SYSTEM_NAME : staff.displayName,
        action: action.type, target: page.routePath, version: subject ?? null,
        difference: differenceFrom(await contentOf(tx, before.live), await contentOf(tx, subject)) ?? null,
        detail: { from: before.state, to: after.state, ...('comment' in action && { comment: action.comment }), ...('at' in action && action.at && { publishAt: action.at }) },
      });
      return liveChanged(before, after) ? recordRelease(tx, key, staff === 'system' ? null : staff.id, at) : undefined;
    });
    if (release) await writeRelease(db, store, release);
    return pageOrRefuse(db, pageId);
  }

  return {
    listPages: (filter: PageFilter = {}) => listPages(db, filter),

    /** A page with the content of its version under work, every version it has had, and those it has shown (a rollback's choices). */
    async page(pageId: number) {
      const page = await pageOrRefuse(db, pageId);
      return { ...page, content: (await contentOf(db, page.candidateVersion)) ?? null, versions: await listVersions(db, pageId), earlierLive: await earlierLive(db, pageId) };
    },

    /** The audit history, newest first: of one page, of a target (`staff:…`, `activity:…`), or all. */
    async audit(filter: { pageId?: number; target?: string }) {
      const target = filter.pageId === undefined ? filter.target : (await pageOrRefuse(db, filter.pageId)).routePath;
      return listAudit(db, { target });
    },

    async createPage(staff: Staff, request: { kind: PageKind; path: string; title?: string; activityCode?: string }): Promise<PageSummary> {
      if (!staff.roles.includes('editor')) throw new Refusal('只有拥有“编辑”角色的人员可以新建页面', 403);
      if (request.kind !== 'campaign' && request.kind !== 'info') throw new Refusal('页面类型（kind）只能是活动页 campaign 或信息页 info', 422);
      const made = pageFromTemplate(request);
      if (request.activityCode && !(await findActivity(db, request.activityCode))) throw new Refusal(`活动 ${request.activityCode} 尚未登记：请先在“活动”中登记`, 422);
      const at = now();
      return db.transaction(async (tx) => {
        if ((await tx.query('SELECT 1 FROM pages WHERE lower(route_path) = lower($1)', [made.routePath])).length > 0) throw new Refusal(`路由 ${made.routePath} 已有页面，请换一个路径`, 409);
        if (made.pageCode && (await tx.query('SELECT 1 FROM pages WHERE page_code = $1', [made.pageCode])).length > 0) throw new Refusal(`页面编码 ${made.pageCode} 已被使用，请换一个路径`, 409);
        const page = await insertPage(tx, { routePath: made.routePath, kind: request.kind, title: made.title, pageCode: made.pageCode, activityCode: request.activityCode ?? null, createdBy: staff.id }, at);
        const version = await saveVersion(tx, page.id, made.content, staff.id, at);
        const created = decide(NEW_PAGE, { type: 'save', version, schedule: {} }, actorOf(staff), { now: at, earlierLive: [] });
        if (!created.ok) throw new Refusal(created.message, 403);
        await storeWorkflow(tx, page.id, created.next, at);
        await appendAudit(tx, { at: at.toISOString(), actorId: staff.id, actorName: staff.displayName, action: 'create', target: page.routePath, version, difference: null, detail: { kind: request.kind, template: request.kind } });
        return (await findPage(tx, page.id))!;
      });
    },

    async saveDraft(staff: Staff, pageId: number, content: unknown, schedule: unknown): Promise<PageSummary> {
      if (!content || typeof content !== 'object' || Array.isArray(content)) throw new Refusal('页面定义（content）须为 JSON 对象', 422);
      const page = await pageOrRefuse(db, pageId);
      const route = (content as { route?: { path?: unknown; title?: unknown; pageCode?: unknown } }).route;
      if (route?.path !== page.routePath) throw new Refusal(`页面定义的 route.path 必须是本页的路由 ${page.routePath}`, 422);
      const title = typeof route.title === 'string' && route.title.trim() ? route.title : page.title;
      const pageCode = typeof route.pageCode === 'string' ? route.pageCode : null;
      const [owner] = pageCode ? await db.query<{ route_path: string }>('SELECT route_path FROM pages WHERE page_code = $1 AND id <> $2', [pageCode, pageId]) : [];
      if (owner) throw new Refusal(`页面编码（route.pageCode）${pageCode} 已被 ${owner.route_path} 使用：每个页面需要自己的编码`, 409);
      const wanted = validSchedule(schedule);
      // The draft as it is, saved again (the console saves by itself): nothing is written, nor audited.
      if (page.state === 'draft' && page.candidateVersion === await versionName(content) && page.validFrom === (wanted.validFrom ?? null) && page.validTo === (wanted.validTo ?? null)) return page;
      const at = now();
      const version = await saveVersion(db, pageId, content as Record<string, any>, staff.id, at);
      await perform(staff, pageId, { type: 'save', version, schedule: wanted }, at);
      await updatePageNames(db, pageId, { title, pageCode });
      return pageOrRefuse(db, pageId);
    },

    /** The gates' refusals for the page's version under work (what submitting would say). */
    async check(pageId: number) {
      const page = await pageOrRefuse(db, pageId);
      const content = await contentOf(db, page.candidateVersion);
      if (!content) throw new Refusal('还没有保存过草稿，无法检查', 409);
      return runGates(page, content, { ...(page.validFrom && { validFrom: page.validFrom }), ...(page.validTo && { validTo: page.validTo }) }, true);
    },

    /**
     * The same gates on a text staff have not saved yet (the console checks as they type), with the
     * page as the portal would run it for the preview; nothing is stored. Saving refuses another route,
     * so that is a refusal here too.
     */
    async checkDraft(pageId: number, content: unknown, schedule: unknown) {
      if (!content || typeof content !== 'object' || Array.isArray(content)) throw new Refusal('页面定义（content）须为 JSON 对象', 422);
      const page = await pageOrRefuse(db, pageId);
      const draft = content as Record<string, any>;
      const refusals = await runGates(page, draft, validSchedule(schedule));
      if (draft.route?.path !== page.routePath) refusals.unshift({ field: '/route/path', message: `页面定义的 route.path 必须是本页的路由 ${page.routePath}` });
      const runnable = runnablePage(`studio:page-${pageId}`, draft);
      return { refusals, page: 'page' in runnable ? runnable.page : null };
    },

    async act(staff: Staff, pageId: number, action: StaffAction): Promise<PageSummary> {
      if (action.type === 'submit') {
        const refusals = await this.check(pageId);
        if (refusals.length > 0) throw new Refusal(`未通过提交前检查（${refusals.length} 项），请修改后再提交`, 422, refusals);
      }
      if (action.type === 'roll-back') {
        const version = await findVersion(db, action.version);
        if (!version || version.pageId !== pageId) throw new Refusal('要回滚到的版本不属于这个页面', 404);
        return perform(staff, pageId, { type: 'roll-back', version: action.version, author: version.authorId });
      }
      return perform(staff, pageId, action);
    },

    /** How a version (by default the one under work) differs from the live one. */
    async difference(pageId: number, version?: string) {
      const page = await pageOrRefuse(db, pageId);
      const subject = version ?? page.candidateVersion;
      const found = subject ? await findVersion(db, subject) : undefined;
      if (subject && found?.pageId !== pageId) throw new Refusal('这个页面没有这个版本', 404);
      return { live: page.liveVersion, version: subject, difference: differenceFrom(await contentOf(db, page.liveVersion), found?.content) ?? null };
    },

    /**
     * The scheduler: brings due versions live and takes ended ones down (each a release), signs a fresh
     * release when the last is a day old, and writes out the newest release if the store lacks it.
     */
    async tick(at = now()): Promise<{ changed: number; release?: number }> {
      let changed = 0;
      for (let due = await duePages(db, at); due.length > 0; due = await duePages(db, at)) {
        for (const { pageId, due: type } of due.sort((a, b) => (a.due === b.due ? 0 : a.due === 'go-live' ? -1 : 1))) {
          await perform('system', pageId, { type }, at);
          changed += 1;
        }
      }
      let latest: RecordedRelease | undefined = await latestRelease(db);
      if (changed === 0 && needsResigning(latest, at)) {
        latest = await db.transaction((tx) => recordRelease(tx, key, null, at));
        await writeRelease(db, store, latest);
      }
      const stored = await store.get(RELEASE_KEY);
      if (latest && stored !== `${JSON.stringify(latest.signed)}\n`) await writeRelease(db, store, latest);
      return { changed, release: latest?.sequence };
    },

    /** Signs and writes the first release when the store has none (an empty one: no page published yet). */
    async ensureRelease(at = now()): Promise<void> {
      if (await latestRelease(db)) return;
      const release = await db.transaction((tx) => recordRelease(tx, key, null, at));
      await writeRelease(db, store, release);
    },
  };
}

export type PublishingService = ReturnType<typeof publishingService>;
