// The page list's search and filters live in the address (?search=&state=&kind=): a reload, a link sent
// to a colleague and the back button keep them.
import type { PageFilter, PageKind } from '../../api-client/types';
import { KIND_LABELS, STATES, type State } from '../../workflow/labels';

/** The filter an address asks for; values the service does not know are left out. */
export function filterFromQuery(query: URLSearchParams): PageFilter {
  const state = query.get('state');
  const kind = query.get('kind');
  const search = query.get('search')?.trim();
  return {
    ...((STATES as readonly string[]).includes(state ?? '') && { state: state as State }),
    ...(kind && kind in KIND_LABELS && { kind: kind as PageKind }),
    ...(search && { search }),
  };
}

/** The address's query with one filter changed (an empty value removes it). */
export function queryWith(query: URLSearchParams, name: keyof PageFilter, value: string | undefined): URLSearchParams {
  const next = new URLSearchParams(query);
  if (value?.trim()) next.set(name, value.trim());
  else next.delete(name);
  return next;
}
