import { randomBytes } from 'node:crypto';
import type { SandboxState } from '../model';
import { maskPhone, nextId, now } from '../format';
import { CAPTCHA_ANSWER, loginScenarios, newCustomer } from '../seed/customers';
import { captchaImage } from '../seed/images';
import { findCustomerByPhone } from '../views/customer';
import { inForcePoliciesOf } from '../views/policy';
import { checkSmsCode, me, type Handlers } from './context';
import { consentHandlers } from './consents';

function issueToken(state: SandboxState, customerId: string): string {
  const token = `ht_${randomBytes(16).toString('hex')}`;
  state.sessions[token] = { customerId, issuedAt: now() };
  return token;
}

export const userCenter: Handlers = {
  ...consentHandlers,
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
  guaranteeUserCheck: (ctx) => {
    const count = inForcePoliciesOf(ctx.state, me(ctx)).length;
    return { guaranteeUser: count > 0, policyCount: count };
  },
};
