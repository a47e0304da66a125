import axios, { type AxiosAdapter, type AxiosInstance, isAxiosError, isCancel } from 'axios';
import type { ServiceFetcher, ServiceRequest } from '../core/data';
import { buildRequestPath, type EndpointInfo, type RuntimeCatalogue } from './catalogue';
import { unwrapEnvelope } from './envelope';
import { fieldReasons, httpFailureMessage, reportFor, ServiceError, type FailureReport } from './errors';
import { MESSAGES } from './messages';
import { answerLost, IDEMPOTENCY_HEADER, offline, WriteKeys, type Outcome } from './write-keys';

export interface HttpDependencies {
  catalogue: RuntimeCatalogue;
  baseUrl: (family: string, baseEnv: string) => string;
  /** How long a request may take before it fails with 请求超时 (pages-config/app.json `requestTimeoutMs`). */
  timeoutMs: number;
  /** Current credentials, read on every request. */
  credentials: () => { accessToken?: string; agentToken?: string; remoteClient: string };
  /** Tells the user (toast, login redirect) about a failure; the error is thrown to the caller too. */
  onFailure: (error: ServiceError, report: FailureReport) => void;
  /**
   * Told which services' answers a call may have changed (its catalogue `changes`), once the service has
   * answered: accepted, or refused with a business reason (the state it refused on may be news to the page).
   */
  onChanged?: (services: readonly string[]) => void;
  /** The service that tells what became of a write whose answer was lost, by its idempotency key (`face.requestOutcome`). */
  outcomeService?: string;
  /** Test seam: answer requests without a network. */
  adapter?: AxiosAdapter;
}

/** Why a request had no answer: cancelled, timed out, or the network's trouble (offline, or no server reached). */
function transportFailure(error: unknown, service: string, endpoint: EndpointInfo): ServiceError {
  const base = { service, silent: endpoint.silent };
  if (isCancel(error)) return new ServiceError('cancelled', '请求已取消', base);
  if (!isAxiosError(error)) return new ServiceError('http', error instanceof Error ? error.message : MESSAGES.generic, base);
  const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
  if (timedOut && !offline()) return new ServiceError('timeout', MESSAGES.timeout, base);
  // No answer and no network, or no server answered at all: told as the network's failure (docs/product.md, Errors).
  return new ServiceError('network', MESSAGES.network, base);
}

/** The failure an HTTP status other than 2xx answers. */
function httpFailure(status: number, data: unknown, service: string, endpoint: EndpointInfo): ServiceError {
  const base = { service, silent: endpoint.silent, status };
  const message = (data as { message?: unknown } | undefined)?.message;
  // A 400 that names fields is one the customer can correct: its reasons are the message, not 请求参数错误.
  const fields = status === 400 ? fieldReasons(data) : undefined;
  if (fields) return new ServiceError('http', Object.values(fields).join('；'), { ...base, fields });
  return new ServiceError('http', httpFailureMessage(status, typeof message === 'string' ? message : undefined), base);
}

interface Answer { status: number; data: unknown }
type Target = ReturnType<typeof buildRequestPath>;

/**
 * The one way the portal calls its services: one axios client per family, the headers and both envelopes
 * (docs/product.md, Services), the error catalogue (docs/product.md, Errors), and de-duplication of
 * identical GETs in flight.
 */
export function createServiceClient(deps: HttpDependencies): ServiceFetcher {
  const clients = new Map<string, AxiosInstance>();
  const inFlight = new Map<string, { promise: Promise<unknown>; controller: AbortController; users: number }>();
  const writeKeys = new WriteKeys();

  const clientFor = (family: string): AxiosInstance => {
    let client = clients.get(family);
    if (!client) {
      const info = deps.catalogue.families[family];
      // XMLHttpRequest by name: builds leave axios's fetch adapter out (scripts/vite-plugin-stand-ins.ts).
      client = axios.create({ baseURL: deps.baseUrl(family, info.baseEnv), timeout: deps.timeoutMs, adapter: deps.adapter ?? 'xhr' });
      clients.set(family, client);
    }
    return client;
  };

  /** One request and whatever the server answered, any status; rejects only when no answer was read. */
  async function exchange(endpoint: EndpointInfo, target: Target, request: ServiceRequest, headers: Record<string, string>, signal?: AbortSignal): Promise<Answer> {
    const { path, query } = target;
    try {
      return await clientFor(endpoint.family).request({
        url: path, method: endpoint.method, params: query, data: request.body, headers, signal,
        onUploadProgress: request.onUploadProgress && ((event) => request.onUploadProgress!(event.total ? event.loaded / event.total : 0)),
      });
    } catch (error) {
      if (isAxiosError(error) && error.response) return error.response;
      throw error;
    }
  }

  /** The data of an answer, or its failure; a 2xx answer tells which services' answers it may have changed. */
  function settle(service: string, endpoint: EndpointInfo, { status, data }: Answer): unknown {
    if (status < 200 || status >= 300) throw httpFailure(status, data, service, endpoint);
    const result = unwrapEnvelope(deps.catalogue.families[endpoint.family].envelope, data);
    if (endpoint.changes) deps.onChanged?.(endpoint.changes);
    if (result.ok) return result.data;
    throw new ServiceError('envelope', result.message, { service, silent: endpoint.silent, code: result.code });
  }

  /**
   * A write whose answer was lost: the server is asked what became of its key. Done, it gives the write's
   * answer; not done (undefined), the customer may send it again. Still unknown (no network), the loss stands.
   */
  async function recover(key: string, lost: unknown, headers: Record<string, string>): Promise<Answer | undefined> {
    const service = deps.outcomeService;
    const endpoint = service ? deps.catalogue.endpoints[service] : undefined;
    if (!service || !endpoint || offline()) throw lost;
    let outcome: Outcome;
    try {
      outcome = settle(service, endpoint, await exchange(endpoint, buildRequestPath(endpoint.path, { key }), {}, headers)) as Outcome;
    } catch {
      throw lost;
    }
    return outcome.done ? { status: outcome.status ?? 200, data: outcome.answer } : undefined;
  }

  async function send(service: string, endpoint: EndpointInfo, request: ServiceRequest, signal: AbortSignal): Promise<unknown> {
    const target = buildRequestPath(endpoint.path, request.params ?? {});
    const { accessToken, agentToken, remoteClient } = deps.credentials();
    const headers: Record<string, string> = { 'X-Remote-Client': remoteClient };
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    if (endpoint.auth === 'agent' && agentToken) headers['X-Agent-Authorization'] = `Bearer ${agentToken}`;
    const write = request.once && endpoint.method !== 'GET' ? `${service} ${accessToken ?? ''} ${JSON.stringify([request.params ?? {}, request.body ?? null])}` : undefined;
    const key = write === undefined ? undefined : writeKeys.take(write);
    try {
      let answer: Answer | undefined;
      try {
        answer = await exchange(endpoint, target, request, key === undefined ? headers : { ...headers, [IDEMPOTENCY_HEADER]: key }, signal);
      } catch (error) {
        if (key === undefined || !answerLost(error)) throw error;
        answer = await recover(key, error, headers);
      }
      // The write's outcome is known now: sent again, it is a new write (the server gave up a key it never used).
      if (write !== undefined) writeKeys.settle(write);
      if (!answer) throw new ServiceError('network', MESSAGES.notSubmitted, { service, silent: endpoint.silent });
      return settle(service, endpoint, answer);
    } catch (error) {
      const failure = error instanceof ServiceError ? error : transportFailure(error, service, endpoint);
      deps.onFailure(failure, reportFor(failure, request.feedback));
      throw failure;
    }
  }

  return (service, request, signal) => {
    const endpoint = deps.catalogue.endpoints[service];
    if (!endpoint) return Promise.reject(new Error(`unknown service "${service}"`));
    if (endpoint.method !== 'GET') return send(service, endpoint, request, signal ?? new AbortController().signal);

    // Keyed by the caller's token too: one customer's answer is never handed to the next; and by who tells
    // a failure, so a tap's call is never folded into a background load that would not.
    const key = `${service} ${request.feedback ?? ''} ${deps.credentials().accessToken ?? ''} ${JSON.stringify(request.params ?? {})}`;
    let shared = inFlight.get(key);
    if (!shared) {
      const controller = new AbortController();
      const promise = send(service, endpoint, request, controller.signal).finally(() => inFlight.delete(key));
      shared = { promise, controller, users: 0 };
      inFlight.set(key, shared);
    }
    const entry = shared;
    entry.users += 1;
    // The shared request is aborted only when every caller has gone away, and a caller coming after that
    // (the next page asking what the last one gave up) starts a request of its own.
    signal?.addEventListener('abort', () => {
      entry.users -= 1;
      if (entry.users > 0) return;
      if (inFlight.get(key) === entry) inFlight.delete(key);
      entry.controller.abort();
    }, { once: true });
    return entry.promise;
  };
}
