// Test controls under /official-api/__sandbox/: faults, reset, recorded analytics and requests, state summary,
// each acting on the caller's client only (sandbox/clients.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import Ajv from 'ajv';
import { suggest } from '../runtime/core/registry/suggest';
import type { Catalogue } from '../scripts/lib/catalogue';
import { resetWorld, type Clients } from './clients';
import { failure, success } from './envelope';
import { faultSchema, type Fault } from './faults';
import { readBody, sendJson } from './http';
import { describeError, INVALID_REQUEST } from './validate';

export const CONTROL_PREFIX = '/official-api/__sandbox/';

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
    default:
      return bad(`沙箱控制接口不存在：${req.method} ${url.pathname}`, 404);
  }
}
