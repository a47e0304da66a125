import axios, { type AxiosAdapter, type AxiosInstance, isAxiosError, isCancel } from 'axios';
import type { ServiceFetcher, ServiceRequest } from '../core/data';
import { buildRequestPath, type EndpointInfo, type RuntimeCatalogue } from './catalogue';
import { unwrapEnvelope } from './envelope';
import { fieldReasons, httpFailureMessage, reportFor, ServiceError, type FailureReport } from './errors';
import { MESSAGES } from './messages';

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
  /** Test seam: answer requests without a network. */
  adapter?: AxiosAdapter;
}

function toServiceError(error: unknown, service: string, endpoint: EndpointInfo): ServiceError {
  const base = { service, silent: endpoint.silent };
  if (isCancel(error)) return new ServiceError('cancelled', '请求已取消', base);
  if (!isAxiosError(error)) return new ServiceError('http', error instanceof Error ? error.message : MESSAGES.generic, base);
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return new ServiceError('timeout', MESSAGES.timeout, base);
  // A dropped connection is not toasted (docs/product.md, Errors); the place that waited for the data shows the generic wording.
  if (!error.response) return new ServiceError('network', MESSAGES.generic, base);
  const status = error.response.status;
  const data = error.response.data as { message?: unknown } | undefined;
  const serverMessage = typeof data?.message === 'string' ? data.message : undefined;
  // A 400 that names fields is one the customer can correct: its reasons are the message, not 请求参数错误.
  const fields = status === 400 ? fieldReasons(data) : undefined;
  if (fields) return new ServiceError('http', Object.values(fields).join('；'), { ...base, status, fields });
  return new ServiceError('http', httpFailureMessage(status, serverMessage), { ...base, status });
}

/**
 * The one way the portal calls its services: one axios client per family, the headers and both envelopes
 * (docs/product.md, Services), the error catalogue (docs/product.md, Errors), and de-duplication of
 * identical GETs in flight.
 */
export function createServiceClient(deps: HttpDependencies): ServiceFetcher {
  const clients = new Map<string, AxiosInstance>();
  const inFlight = new Map<string, { promise: Promise<unknown>; controller: AbortController; users: number }>();

  const clientFor = (family: string): AxiosInstance => {
    let client = clients.get(family);
    if (!client) {
      const info = deps.catalogue.families[family];
      client = axios.create({ baseURL: deps.baseUrl(family, info.baseEnv), timeout: deps.timeoutMs, adapter: deps.adapter });
      clients.set(family, client);
    }
    return client;
  };

  async function send(service: string, endpoint: EndpointInfo, request: ServiceRequest, signal: AbortSignal): Promise<unknown> {
    const { path, query } = buildRequestPath(endpoint.path, request.params ?? {});
    const { accessToken, agentToken, remoteClient } = deps.credentials();
    const headers: Record<string, string> = { 'X-Remote-Client': remoteClient };
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    if (endpoint.auth === 'agent' && agentToken) headers['X-Agent-Authorization'] = `Bearer ${agentToken}`;
    const family = deps.catalogue.families[endpoint.family];
    try {
      const response = await clientFor(endpoint.family).request({
        url: path, method: endpoint.method, params: query, data: request.body, headers, signal,
        onUploadProgress: request.onUploadProgress && ((event) => request.onUploadProgress!(event.total ? event.loaded / event.total : 0)),
      });
      const result = unwrapEnvelope(family.envelope, response.data);
      if (endpoint.changes) deps.onChanged?.(endpoint.changes);
      if (result.ok) return result.data;
      throw new ServiceError('envelope', result.message, { service, silent: endpoint.silent, code: result.code });
    } catch (error) {
      const failure = error instanceof ServiceError ? error : toServiceError(error, service, endpoint);
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
    // The shared request is aborted only when every caller has gone away.
    signal?.addEventListener('abort', () => {
      entry.users -= 1;
      if (entry.users === 0) entry.controller.abort();
    }, { once: true });
    return entry.promise;
  };
}
