// The one-time codes a partner's sign-on is handed (OAuth's authorization code): the portal puts only a code
// in the partner's address, which the partner's server redeems once, within a minute, for the customer's
// account. A token in an address would sit in the partner's logs, the browser's history and any Referer.
import { randomBytes } from 'node:crypto';
import { clock } from '../format';
import type { SandboxState } from '../model';

/** How long a code can be redeemed, in seconds: a redirect takes a second or two. */
export const PARTNER_CODE_SECONDS = 60;

const codesOf = (state: SandboxState) => (state.partnerCodes ??= {});

/** A fresh code for the customer's sign-on at the partner. */
export function issuePartnerCode(state: SandboxState, partner: string, customerId: string): string {
  const code = `${partner}_${randomBytes(12).toString('hex')}`;
  codesOf(state)[code] = { partner, customerId, expiresAt: clock().getTime() + PARTNER_CODE_SECONDS * 1000, redeemed: false };
  return code;
}

/** The customer a code signs in, once: an unknown, expired or already redeemed code (or another partner's) signs in no one. */
export function redeemPartnerCode(state: SandboxState, partner: string, code: string | null): string | undefined {
  const issued = code ? codesOf(state)[code] : undefined;
  if (!issued || issued.partner !== partner || issued.redeemed || clock().getTime() > issued.expiresAt) return undefined;
  issued.redeemed = true;
  return issued.customerId;
}
