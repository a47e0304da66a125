import { randomBytes } from 'node:crypto';
import type { SandboxState } from '../model';
import { maskPhone, nextId, now } from '../format';
import { CAPTCHA_ANSWER, loginScenarios, newCustomer } from '../seed/customers';
import { captchaImage } from '../seed/images';
import { privacyProtocols, thirdPartyServices } from '../seed/platform';
import { findCustomerByPhone, thirdPartyView } from '../views/customer';
import { isActive, policiesOf } from '../views/policy';
import { checkSmsCode, found, me, type HandlerContext, type Handlers } from './context';

function issueToken(state: SandboxState, customerId: string): string {
  const token = `ht_${randomBytes(16).toString('hex')}`;
  state.sessions[token] = { customerId, issuedAt: now() };
  return token;
}

const service = (ctx: HandlerContext, code: string) => found(ctx, thirdPartyServices.find((s) => s.serviceCode === code), '第三方服务');

export const userCenter: Handlers = {
  imageCaptcha: () => ({ captchaId: `cap_${randomBytes(6).toString('hex')}`, image: captchaImage }),
  sendVerifyCode: (ctx) => {
    if (ctx.body.captchaCode !== CAPTCHA_ANSWER) ctx.fail('A0240', '图形验证码错误，请重新输入');
    return { phoneNoShield: maskPhone(ctx.body.phone), expireSeconds: 300 };
  },
  login: (ctx) => {
    const { phone, countryCode, loginType, verifyCode, password, openId, unionId } = ctx.body;
    const scenario = loginScenarios[phone];
    if (scenario) ctx.fail(scenario.code, scenario.message);
    let customer = findCustomerByPhone(ctx.state, phone, countryCode);
    const registering = !customer;
    if (loginType === 2) {
      if (!password) ctx.fail('A0400', '请输入登录密码');
      if (customer?.password === null) ctx.fail('A0211', '该账号尚未设置密码，请使用验证码登录或先设置密码');
      if (!customer || customer.password !== password) ctx.fail('A0210', '手机号或密码错误');
    } else {
      checkSmsCode(ctx, verifyCode ?? '');
    }
    if (!customer) {
      customer = newCustomer(nextId(ctx.state, 'C'), phone, countryCode);
      ctx.state.customers.push(customer);
    }
    if (openId) customer.openId = openId;
    if (unionId) customer.unionId = unionId;
    return {
      umUserId: customer.umUserId, bindingNo1: customer.openId, bindingNo: customer.unionId, userToken: issueToken(ctx.state, customer.id),
      phoneNoShield: maskPhone(customer.phone), id: customer.id, accountInfoFlag: registering ? 'new' : 'alreay',
    };
  },
  refreshToken: (ctx) => ({ userToken: issueToken(ctx.state, me(ctx).id), expiresIn: 7200 }),
  resetPassword: (ctx) => {
    const customer = findCustomerByPhone(ctx.state, ctx.body.phone, ctx.body.countryCode) ?? ctx.fail('A0404', '该手机号尚未注册，请先使用验证码登录');
    checkSmsCode(ctx, ctx.body.verifyCode);
    customer.password = ctx.body.newPassword;
    return null;
  },
  phonePasswordStatus: (ctx) => {
    const customer = findCustomerByPhone(ctx.state, ctx.params.phone);
    return { registered: Boolean(customer), hasPassword: Boolean(customer?.password) };
  },
  userAuthCheck: (ctx) => ({ serviceCode: service(ctx, ctx.body.serviceCode).serviceCode, authorized: Boolean(me(ctx).thirdPartyAuth[ctx.body.serviceCode]) }),
  userAuthAuthorize: (ctx) => {
    const customer = me(ctx);
    const target = service(ctx, ctx.body.serviceCode);
    customer.thirdPartyAuth[target.serviceCode] ??= now();
    return thirdPartyView(customer, target);
  },
  guaranteeUserCheck: (ctx) => {
    const count = policiesOf(ctx.state, me(ctx)).filter(isActive).length;
    return { guaranteeUser: count > 0, policyCount: count };
  },
  privacyConsentAdd: (ctx) => {
    const customer = me(ctx);
    for (const code of ctx.body.protocolCodes as string[]) {
      found(ctx, privacyProtocols.find((p) => p.protocolCode === code), `协议 ${code} `);
      if (!customer.privacyConsents.includes(code)) customer.privacyConsents.push(code);
    }
    return null;
  },
  privacyConsentWithdraw: (ctx) => {
    const customer = me(ctx);
    const protocol = found(ctx, privacyProtocols.find((p) => p.protocolCode === ctx.body.protocolCode), '协议');
    if (protocol.required) ctx.fail('A0409', `《${protocol.title}》是使用在线服务的必要协议，如需撤回请联系客服注销账户`);
    customer.privacyConsents = customer.privacyConsents.filter((code) => code !== protocol.protocolCode);
    return null;
  },
  userAuthList: (ctx) => thirdPartyServices.map((s) => thirdPartyView(me(ctx), s)),
  userAuthDetail: (ctx) => {
    const target = service(ctx, ctx.query.serviceCode);
    return {
      service: thirdPartyView(me(ctx), target), scopes: target.scopes, agreementTitle: `${target.serviceName}授权协议`,
      agreementContent: `<p>您授权鸿泰人寿将您的${target.scopes.join('、')}提供给${target.partnerName}，仅用于为您提供${target.serviceName}服务。</p><p>您可随时在“第三方授权管理”中取消授权，取消后${target.partnerName}将不再获取您的信息。</p>`,
    };
  },
  userAuthRevoke: (ctx) => {
    const customer = me(ctx);
    const target = service(ctx, ctx.body.serviceCode);
    if (!customer.thirdPartyAuth[target.serviceCode]) ctx.fail('A0409', '您尚未授权该服务');
    delete customer.thirdPartyAuth[target.serviceCode];
    return null;
  },
};
