// The partners a customer is handed to, as the sandbox stands in for them: what each page says, the
// choices it offers, and how each choice returns to the portal (the result parameter the portal reads).
import { nextId, now } from '../format';
import { grant } from '../rules/consent';
import { redeemPartnerCode } from '../rules/partner-codes';
import { consentSubject } from '../seed/consent-subjects';
import { liveConsentOf, personOf } from '../views/consents';
import type { SandboxState } from '../model';
import { vasItems } from '../seed/services';
import { portalUrl } from '../../runtime/platform/base-path';

export interface Choice { key: string; label: string; primary?: boolean }
export interface Partner {
  title: string;
  /**
   * Who the partner is and what the customer does on its page, from the address the portal handed over (a
   * partner that signs the customer on redeems the address's one-time code here, in the customer's world).
   */
  intro: string | ((query: URLSearchParams, state: SandboxState) => string);
  choices: Choice[];
  /** Applies the choice in the customer's world and answers the portal address to return to. */
  finish(state: SandboxState, query: URLSearchParams, choice: string, returnUrl: string): string;
}

const withQuery = (address: string, params: Record<string, string>) => `${address}${address.includes('?') ? '&' : '?'}${new URLSearchParams(params)}`;

export const partners: Record<string, Partner> = {
  'medical-auth': {
    title: '医保数据授权',
    intro: '医联数据服务有限公司（合作方，经国家医保服务平台授权）：同意后，我们将查询被保险人在医保定点医院的就诊记录和医保结算数据，提供给鸿泰人寿，仅用于理赔审核，授权有效期一年。',
    choices: [{ key: 'success', label: '同意授权', primary: true }, { key: 'cancel', label: '取消' }],
    // The consent is the insured person's (query `person`), recorded in the register the portal reads.
    finish(state, query, choice, returnUrl) {
      const customer = state.customers.find((c) => c.umUserId === query.get('user'));
      const person = customer && personOf(state, customer, query.get('person') ?? 'SELF');
      if (customer && person && choice === 'success' && !liveConsentOf(customer, 'TP_MEDICAL_INS', person.personId)) {
        grant(customer.consents, consentSubject('TP_MEDICAL_INS')!, person, now(), () => nextId(state, 'CS'));
      }
      return withQuery(returnUrl, { authResult: choice });
    },
  },
  'online-service': {
    title: '在线客服',
    intro: '鸿泰人寿在线客服（合作方客服平台）：您好，请问有什么可以帮您？客服不会索要短信验证码或银行卡密码。',
    choices: [{ key: 'ended', label: '结束咨询', primary: true }],
    finish: (_state, _query, choice, returnUrl) => withQuery(returnUrl, { serviceResult: choice }),
  },
  'bean-mall': {
    title: '鸿泰豆商城',
    intro: '合作商城：体检套餐、健康好物、话费充值等好礼可用鸿泰豆兑换，兑换后鸿泰豆从您的账户中扣减。',
    choices: [{ key: 'back', label: '返回鸿泰人寿', primary: true }],
    finish: (_state, _query, choice, returnUrl) => withQuery(returnUrl, { mallResult: choice }),
  },
  'health-service': {
    title: '健康服务',
    intro: (query) => {
      const item = vasItems.find((i) => i.itemCode === query.get('item'));
      return item ? `${item.provider}（合作方）为您提供「${item.name}」：${item.description}。本服务为鸿泰人寿会员权益，使用时无需另外付费。` : '合作健康服务商：本次服务链接已失效，请返回鸿泰人寿重新进入。';
    },
    choices: [{ key: 'back', label: '返回鸿泰人寿', primary: true }],
    finish: (_state, _query, choice, returnUrl) => withQuery(returnUrl, { serviceResult: choice }),
  },
  fanke: {
    title: '泛客家园',
    // The code signs the customer in and tells 泛客 nothing else: no name, policy or ID (fanke-login says so).
    intro: (query, state) => (redeemPartnerCode(state, 'fanke', query.get('code'))
      ? '泛客家园（合作方）：您已使用鸿泰人寿账户登录，可在这里参加社区活动、领取会员福利。'
      : '泛客家园（合作方）：登录授权已失效或已使用过，请返回鸿泰人寿重新进入。'),
    choices: [{ key: 'back', label: '返回鸿泰人寿', primary: true }],
    // 泛客 sends customers back through the portal's own entry for it, naming the page to open.
    finish: () => withQuery(portalUrl('/fanke/ihome-redirect'), { to: '/share-home' }),
  },
  'face-check': {
    title: '人脸识别',
    intro: '人脸核身服务（合作方）：请正对手机，确保光线充足，按提示眨眨眼完成识别。',
    choices: [{ key: 'passed', label: '开始识别', primary: true }, { key: 'cancel', label: '取消' }],
    finish(state, query, choice, returnUrl) {
      const bizToken = query.get('bizToken') ?? '';
      const token = state.faceTokens[bizToken];
      if (token) token.passed = choice === 'passed';
      return withQuery(returnUrl, { bizToken });
    },
  },
};
