import type { Customer, SandboxState } from '../model';
import { maskCert, maskPhone } from '../format';
import { certTypeName, nationalities } from '../seed/dictionaries';
import { occupationByCode } from '../seed/occupations';
import { thirdPartyServices } from '../seed/platform';

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

export function thirdPartyView(customer: Customer, service: (typeof thirdPartyServices)[number]) {
  const { scopes: _scopes, ...rest } = service;
  const authorizedAt = customer.thirdPartyAuth[service.serviceCode] ?? null;
  return { ...rest, authorized: authorizedAt !== null, authorizedAt };
}
