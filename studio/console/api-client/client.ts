// The console's one way to the publishing service: JSON in and out (a file, a picture, goes out as it is,
// with its type), the session cookie sent by the browser, the session's CSRF token on every write (studio/server/http/security.ts), and a refusal
// thrown as an ApiError. A 401 on any call but login means the session ended: the session hears of it.
import { apiErrorOf } from './api-error';

export const API_BASE = '/official-studio/api/';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

interface ClientHooks {
  csrfToken(): string | undefined;
  onSessionEnded(): void;
}

let hooks: ClientHooks = { csrfToken: () => undefined, onSessionEnded: () => undefined };

/** Set by the session provider: where the token comes from, and who hears that the session ended. */
export const setClientHooks = (next: ClientHooks): void => { hooks = next; };

export async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const file = body instanceof Blob;
  if (body !== undefined) headers['Content-Type'] = file ? body.type : 'application/json';
  const token = hooks.csrfToken();
  if (method !== 'GET' && token) headers['X-CSRF-Token'] = token;
  let response: Response;
  try {
    response = await fetch(API_BASE + path, { method, headers, body: body === undefined || file ? body : JSON.stringify(body), credentials: 'same-origin' });
  } catch {
    throw apiErrorOf(0, undefined);
  }
  const answer = await response.json().catch(() => undefined);
  if (response.ok) return answer as T;
  const error = apiErrorOf(response.status, answer);
  if (error.status === 401 && path !== 'login') hooks.onSessionEnded();
  throw error;
}

export const get = <T>(path: string, query: Record<string, string | undefined> = {}): Promise<T> => {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1])).toString();
  return request<T>('GET', search ? `${path}?${search}` : path);
};
export const post = <T>(path: string, body: unknown = {}): Promise<T> => request<T>('POST', path, body);
export const put = <T>(path: string, body: unknown): Promise<T> => request<T>('PUT', path, body);
export const patch = <T>(path: string, body: unknown): Promise<T> => request<T>('PATCH', path, body);
