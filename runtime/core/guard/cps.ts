import { addressWithout } from './query';
import { redirectTo, type GuardInput, type GuardStep } from './types';

/** Said once to a customer whose link carries a channel code the server does not know. */
const CHANNEL_NOT_CREDITED = '推广渠道码无效，本次不计入推广渠道';

/** The sales-channel code to validate: present when the page has a pageCode (route or query) and the query a cpsCode. */
export function cpsCodeToCheck({ route, location }: Pick<GuardInput, 'route' | 'location'>): string | null {
  const query = new URLSearchParams(location.search);
  const pageCode = route.pageCode || query.get('pageCode');
  const cpsCode = query.get('cpsCode');
  return pageCode && cpsCode ? cpsCode : null;
}

/**
 * An invalid code hides nothing: the page opens at its address without the code, so nothing after it sends the
 * code on or credits it, and the customer is told once. A check that cannot be made changes nothing: whatever
 * records a channel (a lead, an application) checks the code itself.
 */
export const checkCpsCode: GuardStep = async (input, deps) => {
  const cpsCode = cpsCodeToCheck(input);
  if (cpsCode === null) return undefined;
  const valid = await deps.checkCps(cpsCode).catch(() => true);
  if (valid) return undefined;
  deps.notify(CHANNEL_NOT_CREDITED);
  return redirectTo(addressWithout(input.location, 'cpsCode'));
};
