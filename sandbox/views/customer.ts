import type { Customer, SandboxState } from '../model';
import { maskCert, maskPhone } from '../format';
import { certTypeName, nationalities } from '../seed/dictionaries';
import { occupationByCode } from '../seed/occupations';
import { thirdPartyServices } from '../seed/platform';
import { liveConsentOf, personOf } from './consents';

/** Personal info (docs/product.md, Sessions): what the profile and the session store show. */
export function personalInfo(customer: Customer) {
  const occupation = occupationByCode(customer.occupationCode);
  return {
    id: customer.id, umUserId: customer.umUserId, realName: customer.realName, sex: customer.sex, birthday: customer.birthday,
    cardType: customer.cardType, cardTypeStr: certTypeName(customer.cardType), certificateNoShield: customer.certificateNo ? maskCert(customer.certificateNo) : '',
    nationalityCode: customer.nationalityCode, phoneNoShield: maskPhone(customer.phone),
    hqBean: customer.beans.balance > 0 ? String(customer.beans.balance) : '-', levelCode: customer.levelCode, accessKey: `ak_${customer.umUserId.toLowerCase()}`,
    email: customer.email, address: customer.address, contactPhone: customer.contactPhone ?? '', postalCode: customer.postalCode ?? '', occupationCode: customer.occupationCode, occupationName: occupation ? `${occupation.path}/${occupation.smallName}` : '',
  };
}

export const nationalityName = (code: string) => nationalities.find((n) => n.code === code)?.name ?? '';

export const findCustomerByPhone = (state: SandboxState, phone: string, countryCode = '86') =>
  state.customers.find((customer) => customer.phone === phone && customer.countryCode === countryCode);

/**
 * A third-party service with the consents given to it: `authorized` is the customer's own, `people` everyone of
 * the family whose data the partner receives now (docs/product.md, Consent).
 */
export function thirdPartyView(state: SandboxState, customer: Customer, service: (typeof thirdPartyServices)[number]) {
  const { serviceCode, serviceName, partnerName, logo, description } = service;
  const own = liveConsentOf(customer, service.serviceCode);
  const people = customer.consents.filter((c) => c.subject === service.serviceCode && liveConsentOf(customer, c.subject, c.personId));
  return { serviceCode, serviceName, partnerName, logo, description, authorized: own !== undefined, authorizedAt: own?.givenAt ?? null, people: people.map((c) => personOf(state, customer, c.personId)?.name ?? c.personName) };
}
