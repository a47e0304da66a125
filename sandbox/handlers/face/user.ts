import { createHash } from 'node:crypto';
import { maskPhone, nextId, now, today } from '../../format';
import { isValidIdCard } from '../../../runtime/core/checks/id-card';
import { artworkUrl } from '../../../widgets/shared/artwork/artwork';
import { nationalities } from '../../seed/dictionaries';
import { occupationByCode } from '../../seed/occupations';
import { nationalityName, personalInfo } from '../../views/customer';
import { todosOf } from '../../views/todos';
import { standInUrl } from '../../stand-ins';
import { checkIdCard, found, me, owned, pageOf, refuseField, type HandlerContext, type Handlers } from '../context';

function faceResult(ctx: HandlerContext) {
  const record = ctx.state.faceTokens[ctx.body.bizToken];
  const token = owned(ctx, record?.customerId === me(ctx).id ? record : undefined, '核身记录');
  return { bizToken: ctx.body.bizToken as string, passed: token.passed, similarity: token.passed ? 96.3 : 41.8 };
}

export const userHandlers: Handlers = {
  isLogin: (ctx) => (ctx.user ? true : ctx.fail('401', '用户未登录或登录已失效')),
  userInfo: (ctx) => personalInfo(me(ctx)),
  authenticationStatus: (ctx) => {
    const authenticated = me(ctx).authenticatedAt !== null;
    return { authenticated, isAuthenticationShow: !authenticated };
  },
  birthdayBless: (ctx) => {
    const customer = me(ctx);
    return {
      isBirthday: customer.birthday !== '' && customer.birthday.slice(5) === today().slice(5), realName: customer.realName, birthday: customer.birthday.slice(5),
      blessing: `亲爱的${customer.realName || '客户'}，鸿泰人寿祝您生日快乐，岁岁平安、健康常伴！`, cardImage: artworkUrl('birthday-card'),
    };
  },
  phoneToken: (ctx) => ({ phoneToken: `pt_${createHash('sha1').update(`${me(ctx).phone}|${today()}`).digest('hex').slice(0, 24)}`, expiresIn: 600 }),
  nationality: (ctx) => ({ nationalityCode: me(ctx).nationalityCode, nationalityName: nationalityName(me(ctx).nationalityCode) }),
  realNameVerifyInfo: (ctx) => {
    const info = personalInfo(me(ctx));
    const verifyTime = me(ctx).authenticatedAt;
    return { verified: verifyTime !== null, realName: info.realName, cardTypeStr: info.cardTypeStr, certificateNoShield: info.certificateNoShield, verifyTime, verifyMethod: verifyTime ? '证件信息核验' : null };
  },
  toDoList: (ctx) => {
    const all = todosOf(ctx.state, me(ctx));
    return { toDoneSize: all.length, toDoneList: pageOf(all, ctx.body, 20) };
  },
  unbindWechat: (ctx) => {
    Object.assign(me(ctx), { openId: '', unionId: '' });
    return null;
  },
  bindingChange: (ctx) => {
    const { nowPhone, openId, unionId } = ctx.body;
    const target = ctx.state.customers.find((c) => maskPhone(c.phone) === nowPhone);
    if (target) {
      for (const other of ctx.state.customers) if (other.openId === openId) Object.assign(other, { openId: '', unionId: '' });
      Object.assign(target, { openId, unionId: unionId ?? target.unionId });
    }
    return { switched: true, phoneNoShield: nowPhone };
  },
  updateCustomerInfo: (ctx) => {
    const customer = me(ctx);
    const { email, address, contactPhone, postalCode, occupationCode, nationalityCode } = ctx.body;
    if (occupationCode !== undefined) found(ctx, occupationByCode(occupationCode), '职业');
    if (nationalityCode !== undefined) found(ctx, nationalities.find((n) => n.code === nationalityCode), '国籍');
    // An email is one customer's: the service is where that can be known, so it names the field.
    const taken = email && ctx.state.customers.some((other) => other.id !== customer.id && other.email.toLowerCase() === String(email).toLowerCase());
    if (taken) refuseField('email', '该邮箱已被其他客户使用，请更换邮箱');
    Object.assign(customer, {
      email: email ?? customer.email, address: address ?? customer.address,
      contactPhone: contactPhone ?? customer.contactPhone, postalCode: postalCode ?? customer.postalCode,
      occupationCode: occupationCode ?? customer.occupationCode, nationalityCode: nationalityCode ?? customer.nationalityCode,
    });
    return personalInfo(customer);
  },
  faceComponentResult: faceResult,
  realNameAuthentication: (ctx) => {
    const customer = me(ctx);
    const { realName, cardType, certificateNo, birthday, sex, nationalityCode } = ctx.body;
    const certNo = String(certificateNo).toUpperCase();
    if (customer.authenticatedAt && (customer.realName !== realName || customer.certificateNo !== certNo)) ctx.fail('A0409', '您已完成实名认证，如需变更请联系客服');
    if (cardType === '01') checkIdCard(ctx.body, { number: 'certificateNo', birthday: 'birthday', sex: 'sex' });
    Object.assign(customer, { realName, cardType, certificateNo: certNo, birthday, sex, nationalityCode: nationalityCode ?? (customer.nationalityCode || 'CHN'), authenticatedAt: customer.authenticatedAt ?? now() });
    const task = customer.beans.tasks.find((t) => t.taskCode === 'T_REALNAME');
    if (task?.status === 'todo') task.status = 'done';
    return { authenticated: true, realName };
  },
  livingBodyRecognition: (ctx) => {
    const bizToken = nextId(ctx.state, 'BIZ');
    ctx.state.faceTokens[bizToken] = { customerId: me(ctx).id, passed: true, businessType: String(ctx.body.businessType) };
    return { bizToken, verifyUrl: standInUrl('face-check', { bizToken, returnUrl: String(ctx.body.redirectUrl) }) };
  },
  livingBodyResult: faceResult,
  idCardIdentification: (ctx) => {
    const certNo = String(ctx.body.certificateNo).toUpperCase();
    const known = ctx.state.customers.find((c) => c.certificateNo === certNo);
    return { consistent: isValidIdCard(certNo) && (!known || known.realName === ctx.body.realName) };
  },
  smsCaptcha: (ctx) => ({ phoneNoShield: maskPhone(ctx.body.phone ?? me(ctx).phone), expireSeconds: 300 }),
};
