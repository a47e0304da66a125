// The publishing service's HTTP API, mounted under /official-studio/api/: every call is matched to a route,
// a write must come from the console's own site and carry the session's CSRF token, and every route
// checks the caller's session and role before it runs.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CoreHandover } from '../activities/core-handover';
import type { Database } from '../database/database';
import type { Gate } from '../gates/gate';
import type { SubmissionGates } from '../gates/gates';
import type { ObjectStore } from '../releases/object-store';
import type { SigningKey } from '../releases/signing-key';
import { administration } from '../service/administration';
import { publishingService, type PublishingService } from '../service/publishing-service';
import { csrfMatches, findSession } from '../staff/sessions';
import { ROLE_LABELS } from '../workflow/transitions';
import { accountRoutes } from './account-routes';
import { assetRoutes } from './asset-routes';
import { catalogueRoutes } from './catalogue-routes';
import { readBytes, readJson, sendBytes, sendError, sendFailure, sendJson } from './exchange';
import { pageRoutes } from './page-routes';
import type { Route, RouteContext } from './route';
import { clientAddress, CSRF_HEADER, fromSameSite, sessionIdOf } from './security';

export const API_BASE = '/official-studio/api/';

export interface StudioHandlerOptions {
  db: Database;
  store: ObjectStore;
  key: SigningKey;
  gates: SubmissionGates;
  renderGate?: Gate;
  now?: () => Date;
  /** The origins the console is served from; by default the request's own host, over http or https. */
  allowedOrigins?: readonly string[];
  log?: (error: unknown) => void;
  /** Where registered activities are handed over (the core system's back office). */
  core?: CoreHandover;
  /** Proxies in front of the service (nginx), whose X-Forwarded-For is believed. */
  trustedProxies?: readonly string[];
}

export type StudioHandler = ((req: IncomingMessage, res: ServerResponse) => void) & { service: PublishingService };

const compiled = (route: Route) => ({ route, pattern: new RegExp(`^${route.path.replace(/:(\w+)/g, (_, name: string) => `(?<${name}>${route.names?.[name] ?? '\\d{1,9}'})`)}$`) });

export function createStudioHandler(options: StudioHandlerOptions): StudioHandler {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((error: unknown) => console.error('[studio]', error));
  const service = publishingService({ ...options, now });
  const routes = [
    ...accountRoutes({ db: options.db, administration: administration(options.db, now, options.core), key: options.key, now, cookiePath: '/official-studio/' }),
    ...pageRoutes(service),
    ...catalogueRoutes(options.db),
    ...assetRoutes({ db: options.db, store: options.store, now }),
  ].map(compiled);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://studio.invalid');
    if (!url.pathname.startsWith(API_BASE)) return sendError(res, 404, '没有这个接口');
    const path = url.pathname.slice(API_BASE.length).replace(/\/$/, '');
    const matches = routes.map(({ route, pattern }) => ({ route, match: pattern.exec(path) })).filter(({ match }) => match);
    const found = matches.find(({ route }) => route.method === req.method);
    if (!found) return matches.length > 0 ? sendError(res, 405, `此接口不支持 ${req.method} 请求`, undefined, { Allow: matches.map(({ route }) => route.method).join(', ') }) : sendError(res, 404, '没有这个接口');
    const { route, match } = found;
    const writes = req.method !== 'GET';
    if (writes && !fromSameSite(req, options.allowedOrigins)) return sendError(res, 403, '拒绝来自其他网站的请求');
    const context: RouteContext = { req, params: { ...match!.groups }, query: url.searchParams, body: {}, address: clientAddress(req, options.trustedProxies) };
    if (route.access !== 'public') {
      const sessionId = sessionIdOf(req);
      const session = sessionId ? await findSession(options.db, sessionId, now()) : undefined;
      if (!session) return sendError(res, 401, '请先登录（登录已过期或已退出）');
      if (writes && !csrfMatches(session, req.headers[CSRF_HEADER] as string | undefined)) return sendError(res, 403, '请求缺少有效的 CSRF 令牌，请刷新页面后重试');
      if (route.access !== 'staff' && !route.access.some((role) => session.staff.roles.includes(role))) {
        return sendError(res, 403, `需要“${route.access.map((role) => ROLE_LABELS[role]).join('”或“')}”角色才能进行此操作`);
      }
      Object.assign(context, { session, sessionId });
    }
    if (writes && route.file) context.file = { content: await readBytes(req, route.file.maxBytes, route.file.tooLarge), contentType: String(req.headers['content-type'] ?? '') };
    else if (writes) context.body = await readJson(req);
    const answer = await route.run(context);
    if (answer.bytes) sendBytes(res, answer.status ?? 200, answer.bytes, answer.headers);
    else sendJson(res, answer.status ?? 200, answer.body, answer.headers);
  }

  const handler = ((req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error) => sendFailure(res, error, log));
  }) as StudioHandler;
  handler.service = service;
  return handler;
}
