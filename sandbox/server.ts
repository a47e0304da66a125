// The sandbox request handler: serves every catalogue endpoint at <base from .env>/<path> with its
// family's envelope, from the world of the client the request names (sandbox/clients.ts). Usable as connect
// middleware (Vite) or inside a plain http.Server.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadCatalogue, pathParams, readBaseEnv, type Endpoint } from '../scripts/lib/catalogue';
import { formatProblem } from '../runtime/config/problems';
import { clientIdOf } from './client-id';
import { Clients, type ClientWorld } from './clients';
import { backOffice, BACK_OFFICE_PREFIX } from './back-office';
import { control, CONTROL_PREFIX } from './control';
import { failure, success } from './envelope';
import { applyFault, dropMidAnswer, emptied, type Fault } from './faults';
import { keyOf } from './keyed-answers';
import { API_PREFIX } from './api-prefix';
import { handlers } from './handlers';
import { passTime } from './rules/time';
import { serveStandIn, STAND_IN_PREFIX } from './stand-ins';
import { fail, SandboxFailure, type HandlerContext } from './handlers/context';
import { BadRequest, BODY_LIMIT, queryObject, readBody, sendJson, UPLOAD_LIMIT } from './http';
import type { Customer } from './model';
import { atWorldTime, now } from './format';
import type { StateStore } from './state';
import { INVALID_REQUEST, RequestValidator, type FieldError } from './validate';

export type Middleware = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void;

export interface SandboxOptions {
  /** Project root holding .env and pages-config/services. */
  root?: string;
  /** Keep the default client's state in sandbox/.state/state.json (default: SANDBOX_PERSIST=1). */
  persist?: boolean;
  /** The most named clients kept at once (default 100); the least recently used is dropped past it. */
  maxClients?: number;
  /** A named client idle this long is dropped (default 30 minutes). */
  clientIdleMs?: number;
  /** How long a `timeout` fault holds a request before dropping it. */
  holdMs?: number;
}

export interface Sandbox {
  handle: Middleware;
  /** One world (state, faults, recorded requests) per client; `clients.default` serves requests naming none. */
  clients: Clients;
}

const UNAUTHORISED = '您没有权限或长时间未登录，请重新登录';
const SERVER_ERROR = '抱歉，服务端异常，正在抢修中，请您稍后重试';
/** A keyed write arriving after its outcome was asked for and told as nothing done. */
const ABANDONED = '该请求已失效，请重新提交';

/** What the sandbox answers a request: its HTTP status and body (an envelope). */
interface Answer { status: number; body: unknown }

/** A request past the faults and the authorisation: what its answer is made of. */
interface ServedRequest {
  query: Record<string, unknown>;
  params: Record<string, string>;
  body: unknown;
  form: boolean;
  user: Customer | undefined;
  world: ClientWorld;
  fault: Fault | undefined;
}

interface Route { endpoint: Endpoint; pattern: RegExp; names: string[] }

function buildRoutes(endpoints: Iterable<Endpoint>, env: Record<string, string>): Route[] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...endpoints]
    .map((endpoint) => {
      const base = new URL(env[endpoint.baseEnv] ?? `/official-api/${endpoint.family}`, 'http://sandbox').pathname.replace(/\/$/, '');
      const path = endpoint.path.split(/\{\w+\}/).map(escape).join('([^/]+)');
      return { endpoint, pattern: new RegExp(`^${escape(base)}/${path}$`), names: pathParams(endpoint.path) };
    })
    // Literal paths win over placeholders: staging/count before staging/{id}.
    .sort((a, b) => a.names.length - b.names.length);
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const { catalogue, problems } = loadCatalogue(options.root);
  for (const problem of problems) console.warn(`[sandbox] ${formatProblem(problem)}`);
  const routes = buildRoutes(catalogue.endpoints.values(), readBaseEnv(options.root));
  const clients = new Clients({ persist: options.persist, maxClients: options.maxClients, idleMs: options.clientIdleMs });
  const validator = new RequestValidator();
  const holdMs = options.holdMs ?? 70_000;

  const customerOf = ({ current }: StateStore, authorization: string | undefined): Customer | undefined => {
    const token = authorization?.replace(/^Bearer\s+/i, '').trim();
    const session = token ? current.sessions[token] : undefined;
    return session && current.customers.find((customer) => customer.id === session.customerId);
  };

  async function serveEndpoint(req: IncomingMessage, res: ServerResponse, url: URL, route: Route, match: RegExpExecArray, world: ClientWorld): Promise<void> {
    const { endpoint } = route;
    const { store, faults, requests, answers } = world;
    const reply = (status: number, code: string, message: string, extra?: Record<string, unknown>) => sendJson(res, status, failure(endpoint.envelope, code, message, extra));
    const invalid = (error: FieldError) => reply(400, '400', INVALID_REQUEST, { errors: [error] });
    let parsed: Awaited<ReturnType<typeof readBody>>;
    try {
      parsed = await readBody(req, endpoint.body?.properties?.file ? UPLOAD_LIMIT : BODY_LIMIT);
    } catch (error) {
      if (error instanceof BadRequest) return reply(error.status, String(error.status), error.message);
      throw error;
    }
    const { body, form } = parsed;
    const params: Record<string, string> = {};
    for (const [i, name] of route.names.entries()) {
      try {
        params[name] = decodeURIComponent(match[i + 1]);
      } catch {
        return invalid({ field: name, message: `路径参数 ${name} 编码不正确` });
      }
    }
    const query = queryObject(url.searchParams);
    requests.record(endpoint.id, { time: now(), method: req.method ?? 'GET', url: req.url ?? '', headers: { ...req.headers }, params, query, body });

    const fault = faults.take(endpoint.id);
    if (fault && (await applyFault(fault, res, endpoint.envelope, holdMs))) return;

    const user = customerOf(store, req.headers.authorization);
    if (endpoint.auth === 'user' && !user) return reply(401, '401', UNAUTHORISED);
    if (endpoint.auth === 'agent' && !req.headers['x-agent-authorization']) return reply(401, '401', '代理人授权已失效，请重新进入');

    // A keyed write is answered once: the same key again gets the first answer, the work not done twice.
    const { key, invalid: badKey } = req.method === 'GET' ? {} : keyOf(req);
    if (badKey) return invalid(badKey);
    const deliver = (answer: Answer) => (fault?.dropAfter ? dropMidAnswer(res) : sendJson(res, answer.status, answer.body));
    const earlier = key === undefined ? undefined : answers.get(user?.id, key);
    if (earlier) return deliver('abandoned' in earlier ? { status: 200, body: failure(endpoint.envelope, 'A0409', ABANDONED) } : earlier);
    const answer = await answerOf(endpoint, route, { query, params, body, form, user, world, fault });
    if (key !== undefined) answers.record(user?.id, key, answer);
    return deliver(answer);
  }

  /** The answer of a request that may be served: checked against the catalogue, then its handler's. */
  async function answerOf(endpoint: Endpoint, route: Route, request: ServedRequest): Promise<Answer> {
    const { query, params, body, form, user, world, fault } = request;
    const { store } = world;
    const refusal = (status: number, code: string, message: string, extra?: Record<string, unknown>): Answer => ({ status, body: failure(endpoint.envelope, code, message, extra) });
    const merged: Record<string, unknown> = { ...query, ...params };
    const error = validator.check(endpoint, merged, body ?? {}, form);
    if (error) return refusal(400, '400', INVALID_REQUEST, { errors: [error] });

    const handler = handlers[endpoint.family]?.[endpoint.name];
    if (!handler) return refusal(501, '501', `沙箱暂未实现接口 ${endpoint.id}`);
    // The world moves on between requests: changes accepted out of hours take effect on their day.
    passTime(store.current);
    const before = endpoint.method === 'GET' ? undefined : store.snapshot();
    const ctx: HandlerContext = {
      params: Object.fromEntries(route.names.map((name) => [name, merged[name]])),
      query: Object.fromEntries(Object.keys(query).map((name) => [name, merged[name]])),
      body: body ?? {},
      user,
      state: store.current,
      fail,
      outcomeOf: (key) => world.answers.outcome(user?.id, key),
    };
    try {
      const data = await handler(ctx);
      store.save();
      return { status: 200, body: success(endpoint.envelope, fault?.empty ? emptied(data ?? null) : data ?? null) };
    } catch (error) {
      if (before) store.restore(before);
      if (error instanceof SandboxFailure) return refusal(error.status, error.code, error.message, error.errors && { errors: error.errors });
      console.error(`[sandbox] ${endpoint.id}`, error);
      return refusal(500, '500', SERVER_ERROR);
    }
  }

  async function serve(req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    if (url.pathname.startsWith(CONTROL_PREFIX)) return control(req, res, url, { catalogue, clients, client: clientIdOf(req) });
    if (url.pathname.startsWith(BACK_OFFICE_PREFIX)) return backOffice(req, res, url);
    const world = () => clients.world(clientIdOf(req));
    if (url.pathname.startsWith(STAND_IN_PREFIX)) {
      const standIn = world();
      return atWorldTime(standIn.time, () => serveStandIn(res, url, standIn));
    }
    let pathMatched = false;
    for (const route of routes) {
      const match = route.pattern.exec(url.pathname);
      if (!match) continue;
      if (route.endpoint.method === req.method) {
        const served = world();
        return atWorldTime(served.time, () => serveEndpoint(req, res, url, route, match, served));
      }
      pathMatched = true;
    }
    if (!url.pathname.startsWith(API_PREFIX) && next) return next();
    sendJson(res, pathMatched ? 405 : 404, failure('code', pathMatched ? '405' : '404', `${pathMatched ? '请求方法不被允许' : '接口不存在'}：${req.method} ${url.pathname}`));
  }

  const handle: Middleware = (req, res, next) => {
    serve(req, res, next).catch((error: unknown) => {
      if (error instanceof BadRequest) return sendJson(res, error.status, failure('code', String(error.status), error.message));
      console.error('[sandbox]', error);
      sendJson(res, 500, failure('code', '500', SERVER_ERROR));
    });
  };
  return { handle, clients };
}
