// The consent register as the portal reads it, and the check every hand-off of personal data makes
// (docs/product.md, Consent).
import type { Consent, Customer, SandboxState } from '../model';
import { now } from '../format';
import { coverage, liveConsent, statusAt, consentLifecycle } from '../rules/consent';
import { consentSubject, kindNames, type ConsentSubject } from '../seed/consent-subjects';
import { SandboxFailure } from '../handlers/context';
import { familyPeople } from './family';

/** The customer's live consent for the subject about the person (the customer by default), as of now. */
export const liveConsentOf = (customer: Customer, subject: string, personId = 'SELF') => liveConsent(customer.consents, subject, personId, now());

/** A person of the customer's family by member id (SELF for the customer) or customer number; undefined when not one. */
export function personOf(state: SandboxState, customer: Customer, id: string) {
  const person = familyPeople(state, customer).find((p) => p.memberId === id || (p.custNo !== null && p.custNo === id));
  return person && { personId: person.memberId, name: person.name, relationName: person.relationName };
}

export function consentView(state: SandboxState, customer: Customer, consent: Consent) {
  const subject = consentSubject(consent.subject);
  const status = statusAt(consent, now());
  const person = personOf(state, customer, consent.personId);
  return {
    consentId: consent.consentId, kind: consent.kind, kindName: kindNames[consent.kind], subject: consent.subject, title: subject?.title ?? consent.subject,
    receiver: consent.receiver, data: consent.data, personId: consent.personId, personName: person?.name ?? consent.personName,
    relationName: person?.relationName ?? '家庭成员', purpose: consent.purpose, givenAt: consent.givenAt, expiresAt: consent.expiresAt,
    status, statusName: consentLifecycle.names[status], endedAt: status === 'expired' ? consent.expiresAt : consent.endedAt,
  };
}

/** The register, live consents first, then the newest given. */
export const registerView = (state: SandboxState, customer: Customer) => customer.consents
  .map((consent) => consentView(state, customer, consent))
  .sort((a, b) => Number(b.status === 'given') - Number(a.status === 'given') || b.givenAt.localeCompare(a.givenAt));

/** What asking the person's consent to the subject says: the terms, and the live consent when there is one. */
export function consentRequest(state: SandboxState, customer: Customer, subject: ConsentSubject, person: { personId: string; name: string }) {
  const live = liveConsentOf(customer, subject.subject, person.personId);
  const terms = { receiver: subject.receiver, personName: person.name, data: subject.data };
  return {
    given: live !== undefined, consent: live ? consentView(state, customer, live) : null, subject: subject.subject, kindName: kindNames[subject.kind], title: subject.title,
    receiver: subject.receiver, data: subject.data, personId: person.personId, personName: person.name, purpose: subject.purpose, validDays: subject.validDays,
    statement: `同意${coverage(terms)}，用于${subject.purpose}`,
  };
}

/**
 * Refuses a hand-off of the person's data without their live consent (A0403), naming the data and the receiver:
 * 需先同意向健康行科技（上海）有限公司提供王丽的健康信息、姓名….
 */
export function requireConsent(customer: Customer, subjectCode: string, person: { personId: string; name: string }): Consent {
  const subject = consentSubject(subjectCode)!;
  const live = liveConsentOf(customer, subjectCode, person.personId);
  if (!live) throw new SandboxFailure('A0403', `需先同意${coverage({ receiver: subject.receiver, personName: person.name, data: subject.data })}`);
  return live;
}
