import type { EnvelopeKind } from './envelope';

/** The slim, browser-side view of the service catalogue (schemas stay out of the bundle). */
export interface EndpointInfo {
  family: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  silent: boolean;
  auth: 'user' | 'agent' | 'none';
  /** Services whose answers a call of this one may change. */
  changes?: string[];
  /** Seconds an answer stays fresh: a page opened again within them shows it without asking again. */
  fresh?: number;
}
export interface FamilyInfo { envelope: EnvelopeKind; baseEnv: string }
export interface RuntimeCatalogue {
  families: Record<string, FamilyInfo>;
  endpoints: Record<string, EndpointInfo>;
}

/** Fills `{name}` placeholders from params; what is left becomes the query string. */
export function buildRequestPath(path: string, params: Record<string, unknown>): { path: string; query: Record<string, unknown> } {
  const query = { ...params };
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = query[name];
    if (value === undefined || value === null || value === '') throw new Error(`missing path param "${name}" for ${path}`);
    delete query[name];
    return encodeURIComponent(String(value));
  });
  for (const [key, value] of Object.entries(query)) if (value === undefined) delete query[key];
  return { path: filled, query };
}
