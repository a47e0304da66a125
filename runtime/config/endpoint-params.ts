// Node-free on purpose: the page check of services (check-services.ts) also runs in the browser, in the
// dev playground, where catalogue.ts (which reads the catalogue files) cannot go.
import type { EndpointConfig } from './catalogue-types';

/** Names of the {placeholders} of an endpoint path. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
}

/** Params a caller must supply: path placeholders and the params schema's required list. */
export function requiredParams(endpoint: Pick<EndpointConfig, 'path' | 'params'>): string[] {
  return [...new Set([...pathParams(endpoint.path), ...((endpoint.params?.required as string[] | undefined) ?? [])])];
}
