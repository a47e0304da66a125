import { redirectTo, type GuardInput, type GuardStep } from './types';

/** The sales-channel code to validate: present when the page has a pageCode (route or query) and the query a cpsCode. */
export function cpsCodeToCheck({ route, location }: Pick<GuardInput, 'route' | 'location'>): string | null {
  const query = new URLSearchParams(location.search);
  const pageCode = route.pageCode || query.get('pageCode');
  const cpsCode = query.get('cpsCode');
  return pageCode && cpsCode ? cpsCode : null;
}

/** An invalid code and a failed check both lead to the cps-invalid page. */
export const checkCpsCode: GuardStep = async (input, deps) => {
  const cpsCode = cpsCodeToCheck(input);
  if (cpsCode === null) return undefined;
  const valid = await deps.checkCps(cpsCode).catch(() => false);
  return valid ? undefined : redirectTo(deps.paths.cpsInvalid);
};
