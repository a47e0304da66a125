// Test controls under /official-api/__sandbox/: faults, the world's time, reset, recorded analytics and requests, state summary,
// and the stand-in cashier's order read and payer's choice, each acting on the caller's client only (sandbox/clients.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import Ajv from 'ajv';
import { suggest } from '../runtime/core/registry/suggest';
import type { Catalogue } from '../scripts/lib/catalogue';
import { API_PREFIX } from './api-prefix';
import { resetWorld, type Clients } from './clients';
import { failure, success } from './envelope';
import { faultSchema, type Fault } from './faults';
import { readBody, sendJson } from './http';
import { CASHIER_OUTCOMES, cashierView, choose, type CashierOutcome } from './payments';
import { describeError, INVALID_REQUEST } from './validate';

export const CONTROL_PREFIX = `${API_PREFIX}__sandbox/`;

/** The catalogue, every client's world, and the client the request names (undefined: the default one). */
interface Parts { catalogue: Catalogue; clients: Clients; client: string | undefined }

const validateFault = new Ajv({ verbose: true, strict: false }).compile(faultSchema);

export async function control(req: IncomingMessage, res: ServerResponse, url: URL, parts: Parts): Promise<void> {
  const { catalogue, clients, client } = parts;
  const ok = (data: unknown) => sendJson(res, 200, success('code', data));
  const bad = (message: string, status = 400) => sendJson(res, status, failure('code', String(status), message));
  const service = url.searchParams.get('service') ?? undefined;
  const route = `${req.method} ${url.pathname.slice(CONTROL_PREFIX.length)}`;
  if (route === 'DELETE client') {
    clients.drop(client);
    return ok(null);
  }
  const world = clients.world(client);
  const { store, faults, requests } = world;

  switch (route) {
    case 'POST faults': {
      const { body } = await readBody(req);
      if (!validateFault(body)) return bad(`${INVALID_REQUEST}：${describeError(validateFault.errors![0]).message}`);
      const { service: id, ...fault } = body as unknown as Fault & { service: string };
      if (!catalogue.endpoints.has(id)) {
        const hint = suggest(id, catalogue.endpoints.keys());
        return bad(`接口 ${id} 不存在${hint ? `，您是否要找 ${hint}？` : ''}`);
      }
      faults.set(id, fault);
      return ok(faults.list());
    }
    case 'GET faults':
      return ok(faults.list());
    case 'DELETE faults':
      faults.clear(service);
      return ok(faults.list());
    case 'POST clock': {
      const { body } = await readBody(req);
      const at = (body as { at?: unknown } | undefined)?.at;
      if (typeof at !== 'string' || !Number.isFinite(Date.parse(at))) return bad(`${INVALID_REQUEST}：at 须为 ISO 时间，如 2026-11-24T21:00:00+08:00`);
      world.time = at;
      return ok({ at });
    }
    case 'DELETE clock':
      world.time = undefined;
      return ok(null);
    case 'POST reset':
      resetWorld(world);
      return ok(null);
    case 'GET analytics':
      return ok(store.current.analytics);
    case 'GET state':
      return ok({ client: client ?? null, clients: clients.size, counts: store.summary(), faults: faults.list(), recordedServices: requests.services() });
    case 'GET requests': {
      if (!service) return bad('缺少参数 service（接口编号）');
      const limit = Number(url.searchParams.get('limit') ?? '20');
      return ok(requests.last(service, Number.isInteger(limit) && limit > 0 ? limit : 20));
    }
    case 'GET cashier':
    case 'POST cashier': {
      const { body } = route === 'POST cashier' ? await readBody(req) : { body: {} };
      const { orderId = url.searchParams.get('orderId'), outcome } = body as { orderId?: string; outcome?: CashierOutcome };
      const order = store.current.payOrders.find((o) => o.orderId === orderId);
      if (!order) return bad('支付订单不存在', 404);
      if (route === 'GET cashier') return ok(cashierView(store.current, order));
      if (!outcome || !CASHIER_OUTCOMES.includes(outcome)) return bad(`缺少参数 outcome（${CASHIER_OUTCOMES.join('、')}）`);
      const answer = choose(order, outcome);
      if (!answer.ok) return sendJson(res, 409, failure('code', 'A0409', answer.message));
      store.save();
      return ok(cashierView(store.current, order));
    }
    default:
      return bad(`沙箱控制接口不存在：${req.method} ${url.pathname}`, 404);
  }
}
