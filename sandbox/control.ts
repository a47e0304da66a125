// Test controls under /official-api/__sandbox/: faults, reset, recorded analytics and requests, state summary.
import type { IncomingMessage, ServerResponse } from 'node:http';
import Ajv from 'ajv';
import { suggest } from '../runtime/core/registry/suggest';
import type { Catalogue } from '../scripts/lib/catalogue';
import { failure, success } from './envelope';
import { faultSchema, type Fault, type Faults } from './faults';
import { readBody, sendJson } from './http';
import type { RequestLog } from './requests';
import type { StateStore } from './state';
import { describeError, INVALID_REQUEST } from './validate';

export const CONTROL_PREFIX = '/official-api/__sandbox/';

interface Parts { catalogue: Catalogue; store: StateStore; faults: Faults; requests: RequestLog }

const validateFault = new Ajv({ verbose: true, strict: false }).compile(faultSchema);

export async function control(req: IncomingMessage, res: ServerResponse, url: URL, parts: Parts): Promise<void> {
  const { catalogue, store, faults, requests } = parts;
  const ok = (data: unknown) => sendJson(res, 200, success('code', data));
  const bad = (message: string, status = 400) => sendJson(res, status, failure('code', String(status), message));
  const service = url.searchParams.get('service') ?? undefined;

  switch (`${req.method} ${url.pathname.slice(CONTROL_PREFIX.length)}`) {
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
      store.reset();
      faults.clear();
      requests.clear();
      return ok(null);
    case 'GET analytics':
      return ok(store.current.analytics);
    case 'GET state':
      return ok({ counts: store.summary(), faults: faults.list(), recordedServices: requests.services() });
    case 'GET requests': {
      if (!service) return bad('缺少参数 service（接口编号）');
      const limit = Number(url.searchParams.get('limit') ?? '20');
      return ok(requests.last(service, Number.isInteger(limit) && limit > 0 ? limit : 20));
    }
    default:
      return bad(`沙箱控制接口不存在：${req.method} ${url.pathname}`, 404);
  }
}
