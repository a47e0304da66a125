// A consent's lifecycle (docs/product.md, Consent): given → revoked or expired, and a revoked or expired
// consent given again by a new grant; any other move is refused with the reason (A0409). Plain functions over
// the register (Customer.consents): the handlers ask here whether a hand-off may happen and record consents here.
import type { Consent, ConsentStatus } from '../model';
import type { ConsentSubject } from '../seed/consent-subjects';
import { addDays } from '../format';
import { move, type Lifecycle } from './lifecycle';

/** What a consent covers, in the words of a refusal: 向健康行科技（上海）有限公司提供王丽的健康信息、姓名. */
export const coverage = (consent: Pick<Consent, 'receiver' | 'personName' | 'data'>) => `向${consent.receiver}提供${consent.personName}的${consent.data.join('、')}`;

export const consentLifecycle: Lifecycle<ConsentStatus> = {
  what: '授权',
  names: { given: '已授权', revoked: '已撤回', expired: '已过期' },
  next: { given: ['revoked', 'expired'], revoked: ['given'], expired: ['given'] },
  refusal: (from, to) => {
    if (from === 'given' && to === 'given') return '该授权仍然有效，无需重复授权';
    if (from === 'revoked' && to === 'revoked') return '该授权已撤回，无需重复撤回';
    if (from === 'expired' && to === 'revoked') return '该授权已过期，无需撤回';
    return undefined;
  },
};

/** The consent's status at a time: a given consent past its expiry has expired. */
export const statusAt = (consent: Consent, at: string): ConsentStatus =>
  consent.status === 'given' && consent.expiresAt !== null && consent.expiresAt < at ? 'expired' : consent.status;

/** Records the expiry of every consent of the register that has run out by `at`. */
export function settle(register: Consent[], at: string): Consent[] {
  for (const consent of register) {
    if (consent.status === 'given' && statusAt(consent, at) === 'expired') move(consentLifecycle, consent, 'expired', { endedAt: consent.expiresAt });
  }
  return register;
}

/** The register's record of a subject for a person (one record each: a new grant gives it again). */
export const recordOf = (register: Consent[], subject: string, personId: string) =>
  register.find((c) => c.subject === subject && c.personId === personId);

/** The person's consent for the subject when it is live at `at`, else undefined. */
export function liveConsent(register: Consent[], subject: string, personId: string, at: string): Consent | undefined {
  const consent = recordOf(register, subject, personId);
  return consent && statusAt(consent, at) === 'given' ? consent : undefined;
}

export interface Person { personId: string; name: string }

/** Gives the person's consent to the subject: a new record, or the revoked or expired one given again. */
export function grant(register: Consent[], subject: ConsentSubject, person: Person, at: string, newId: () => string): Consent {
  settle(register, at);
  const terms = {
    receiver: subject.receiver, data: [...subject.data], personName: person.name, purpose: subject.purpose, givenAt: at, endedAt: null,
    expiresAt: subject.validDays === null ? null : `${addDays(at.slice(0, 10), subject.validDays)} 23:59:59`,
  };
  const existing = recordOf(register, subject.subject, person.personId);
  if (existing) return move(consentLifecycle, existing, 'given', terms);
  const created: Consent = { consentId: newId(), kind: subject.kind, subject: subject.subject, personId: person.personId, status: 'given', ...terms };
  register.push(created);
  return created;
}

/** Revokes a consent at once: every later hand-off asks again. */
export function revoke(register: Consent[], consent: Consent, at: string): Consent {
  settle(register, at);
  return move(consentLifecycle, consent, 'revoked', { endedAt: at });
}
