// What a consent may be asked for: each third-party service and each optional authorisation of the privacy
// settings, with the receiver, the data, the purpose and how long a consent lasts (docs/product.md, Consent).
import app from '../../pages-config/app.json';
import type { ConsentKind } from '../model';
import { privacyProtocols, thirdPartyServices } from './platform';

export interface ConsentSubject {
  subject: string;
  kind: ConsentKind;
  /** What the customer reads it as: 在线问诊, 健康信息处理授权… */
  title: string;
  receiver: string;
  data: string[];
  purpose: string;
  /** How long a consent lasts; null: until revoked. */
  validDays: number | null;
  /** Only the customer may give it, not for a family member. */
  selfOnly: boolean;
}

export const kindNames: Record<ConsentKind, string> = { thirdParty: '第三方服务', medicalInsurance: '医保数据', health: '敏感健康信息', marketing: '营销信息' };

const title = (code: string) => privacyProtocols.find((p) => p.protocolCode === code)!.title;

export const consentSubjects: ConsentSubject[] = [
  ...thirdPartyServices.map((s): ConsentSubject => ({
    subject: s.serviceCode, kind: s.serviceCode === 'TP_MEDICAL_INS' ? 'medicalInsurance' : 'thirdParty', title: s.serviceName, receiver: s.partnerName,
    data: s.scopes, purpose: s.purpose, validDays: s.serviceCode === 'TP_MEDICAL_INS' ? 365 : null, selfOnly: 'selfOnly' in s,
  })),
  {
    subject: 'PRIVACY_HEALTH', kind: 'health', title: title('PRIVACY_HEALTH'), receiver: app.companyName,
    data: ['健康信息', '病历', '诊断证明', '医疗费用明细'], purpose: '核保、理赔审核及健康服务', validDays: null, selfOnly: false,
  },
  {
    subject: 'PRIVACY_MARKETING', kind: 'marketing', title: title('PRIVACY_MARKETING'), receiver: app.companyName,
    data: ['年龄段', '性别', '所在城市', '保单类型', '浏览记录'], purpose: '个性化推荐与营销信息', validDays: null, selfOnly: true,
  },
];

export const consentSubject = (subject: string) => consentSubjects.find((s) => s.subject === subject);
