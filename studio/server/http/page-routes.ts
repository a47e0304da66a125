// The API of pages: list, create from a template, read, save a draft, check (saved or unsaved), difference from live, the
// workflow's actions and the audit history.
import type { PageFilter } from '../pages/page-store';
import type { PublishingService, StaffAction } from '../service/publishing-service';
import { Refusal } from '../service/refusal';
import { STATE_LABELS, STATES, type State } from '../workflow/transitions';
import { idParam, staffOf, type Route, type RouteContext } from './route';

const withLabel = <T extends { state: State }>(page: T) => ({ ...page, stateLabel: STATE_LABELS[page.state] });

function pageFilter(query: URLSearchParams): PageFilter {
  const state = query.get('state') ?? undefined;
  const kind = query.get('kind') ?? undefined;
  if (state && !(STATES as readonly string[]).includes(state)) throw new Refusal(`没有“${state}”这个状态`, 400);
  if (kind && kind !== 'campaign' && kind !== 'info') throw new Refusal('页面类型只能是 campaign 或 info', 400);
  return { state: state as State | undefined, kind: kind as PageFilter['kind'], search: query.get('search')?.trim() || undefined };
}

export function pageRoutes(service: PublishingService): Route[] {
  const act = (path: string, access: Route['access'], action: (context: RouteContext) => StaffAction): Route => ({
    method: 'POST', path: `pages/:id/${path}`, access,
    run: async (context) => ({ body: withLabel(await service.act(staffOf(context), idParam(context), action(context))) }),
  });
  return [
    { method: 'GET', path: 'pages', access: 'staff', run: async ({ query }) => ({ body: (await service.listPages(pageFilter(query))).map(withLabel) }) },
    {
      method: 'POST', path: 'pages', access: ['editor'],
      run: async (context) => {
        const { kind, path, title, activityCode } = context.body;
        if (typeof path !== 'string') throw new Refusal('请填写页面路径（path），如 /act/spring', 422);
        return { status: 201, body: withLabel(await service.createPage(staffOf(context), { kind, path, title: typeof title === 'string' ? title : undefined, activityCode: typeof activityCode === 'string' && activityCode ? activityCode : undefined })) };
      },
    },
    { method: 'GET', path: 'pages/:id', access: 'staff', run: async (context) => ({ body: withLabel(await service.page(idParam(context))) }) },
    { method: 'PUT', path: 'pages/:id/draft', access: ['editor'], run: async (context) => ({ body: withLabel(await service.saveDraft(staffOf(context), idParam(context), context.body.content, context.body.schedule)) }) },
    { method: 'GET', path: 'pages/:id/check', access: 'staff', run: async (context) => ({ body: { refusals: await service.check(idParam(context)) } }) },
    // A POST for its body (the unsaved text), though it changes nothing.
    { method: 'POST', path: 'pages/:id/check', access: 'staff', run: async (context) => ({ body: await service.checkDraft(idParam(context), context.body.content, context.body.schedule) }) },
    { method: 'GET', path: 'pages/:id/diff', access: 'staff', run: async (context) => ({ body: await service.difference(idParam(context), context.query.get('version') ?? undefined) }) },
    act('submit', ['editor'], () => ({ type: 'submit' })),
    act('return', ['reviewer'], ({ body }) => ({ type: 'return', comment: typeof body.comment === 'string' ? body.comment : '' })),
    act('approve', ['reviewer'], () => ({ type: 'approve' })),
    act('publish', ['publisher'], ({ body }) => ({ type: 'publish', ...(typeof body.at === 'string' && body.at && { at: body.at }) })),
    act('take-down', ['publisher'], () => ({ type: 'take-down' })),
    act('roll-back', ['publisher'], ({ body }) => {
      if (typeof body.version !== 'string') throw new Refusal('请选择要回滚到的版本（version）', 422);
      return { type: 'roll-back', version: body.version };
    }),
    { method: 'GET', path: 'pages/:id/audit', access: 'staff', run: async (context) => ({ body: await service.audit({ pageId: idParam(context) }) }) },
    { method: 'GET', path: 'audit', access: 'staff', run: async ({ query }) => ({ body: await service.audit({ target: query.get('target') ?? undefined }) }) },
  ];
}
