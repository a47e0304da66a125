// Fault injection per endpoint id, set by tests through POST /official-api/__sandbox/faults.
import type { ServerResponse } from 'node:http';
import { failure, type EnvelopeKind } from './envelope';
import { sendJson } from './http';

export interface Fault {
  /** Delay before answering (combines with the other faults). */
  latencyMs?: number;
  /** Answer with this HTTP status and an error envelope (message empty unless given). */
  status?: number;
  /** Never answer: hold the request until the client gives up (at most `holdMs`, then drop it). */
  timeout?: boolean;
  /**
   * Drop the connection mid-answer: the status line and part of the body, then the socket is destroyed. Part
   * of an answer must arrive: a browser silently sends a request again on a fresh connection when a reused
   * one closes before any byte, and the page would never see the failure.
   */
  drop?: boolean;
  /**
   * Do the work, then drop the connection as `drop` does: the server has acted (and recorded the answer of a
   * keyed write), but the client never reads the answer.
   */
  dropAfter?: boolean;
  /** Answer HTTP 200 with an error envelope carrying this code (message 系统开小差，请稍后重试 unless given). */
  envelopeCode?: string;
  message?: string;
  /** Answer as usual, but with no data: an empty list, or each list of the answer emptied (the empty state). */
  empty?: boolean;
  /** How many calls the fault applies to; unlimited when absent. */
  times?: number;
}

export const faultSchema = {
  type: 'object',
  required: ['service'],
  additionalProperties: false,
  properties: {
    service: { type: 'string', description: '接口编号，如 face.newsList' },
    latencyMs: { type: 'integer', minimum: 0, maximum: 120000, description: '延迟毫秒数' },
    status: { type: 'integer', minimum: 100, maximum: 599, description: 'HTTP 状态码' },
    timeout: { type: 'boolean', description: '不返回响应' },
    drop: { type: 'boolean', description: '直接断开连接' },
    dropAfter: { type: 'boolean', description: '处理完成后断开连接（应答丢失）' },
    envelopeCode: { type: 'string', minLength: 1, description: '业务错误码' },
    message: { type: 'string', description: '错误信息' },
    empty: { type: 'boolean', description: '正常应答，但列表为空' },
    times: { type: 'integer', minimum: 1, description: '生效次数' },
  },
};

export class Faults {
  private readonly faults = new Map<string, Fault>();

  set(service: string, fault: Fault): void {
    this.faults.set(service, fault);
  }

  clear(service?: string): void {
    if (service) this.faults.delete(service);
    else this.faults.clear();
  }

  list(): Record<string, Fault> {
    return Object.fromEntries(this.faults);
  }

  /** The fault for one call of a service, counting it against `times`. */
  take(service: string): Fault | undefined {
    const fault = this.faults.get(service);
    if (!fault) return undefined;
    if (fault.times !== undefined) {
      if (fault.times <= 1) this.faults.delete(service);
      else this.faults.set(service, { ...fault, times: fault.times - 1 });
    }
    return fault;
  }
}

const COUNTS = new Set(['total', 'count', 'totalCount']);

/** An answer with no data, for an `empty` fault: a list emptied, or each list of an object emptied (and its count). */
export function emptied(data: unknown): unknown {
  if (Array.isArray(data)) return [];
  if (!data || typeof data !== 'object') return data;
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, Array.isArray(value) ? [] : COUNTS.has(key) && typeof value === 'number' ? 0 : value]));
}

/** The generic wording (docs/product.md, Errors), for an injected envelope failure without a message. */
const GENERIC_FAILURE = '系统开小差，请稍后重试';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const PROMISED_BODY = '{"code":"000000","message":"","data":null}';

/** Sends the status line and part of a body, then destroys the socket: the client sees a lost connection. */
export function dropMidAnswer(res: ServerResponse): Promise<void> {
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(PROMISED_BODY.length) });
  return new Promise((resolve) => {
    res.write(PROMISED_BODY.slice(0, 8), () => {
      res.socket?.destroy();
      resolve();
    });
  });
}

/** Plays a fault on a request; resolves true when the fault has answered (or refused to answer) it. */
export async function applyFault(fault: Fault, res: ServerResponse, kind: EnvelopeKind, holdMs: number): Promise<boolean> {
  if (fault.latencyMs) await sleep(fault.latencyMs);
  if (fault.drop) {
    await dropMidAnswer(res);
    return true;
  }
  if (fault.timeout) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        res.destroy();
        resolve();
      }, holdMs);
      res.on('close', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    return true;
  }
  if (fault.status) {
    sendJson(res, fault.status, failure(kind, String(fault.status), fault.message ?? ''));
    return true;
  }
  if (fault.envelopeCode) {
    sendJson(res, 200, failure(kind, fault.envelopeCode, fault.message ?? GENERIC_FAILURE));
    return true;
  }
  return false;
}
