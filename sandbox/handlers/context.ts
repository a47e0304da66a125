import type { Customer, SandboxState } from '../model';
import { SMS_CODE } from '../seed/customers';
import { INVALID_REQUEST, type FieldError } from '../validate';
import type { Outcome } from '../keyed-answers';
import { idCardFacts, isValidIdCard } from '../../runtime/core/checks/id-card';

/**
 * A business failure: answered with the family's error envelope (HTTP 200 unless told otherwise); a
 * field the handler refuses is named in `errors`, as request validation names it.
 */
export class SandboxFailure extends Error {
  constructor(readonly code: string, message: string, readonly status = 200, readonly errors?: FieldError[]) {
    super(message);
  }
}

/**
 * Refuses one field of the request with the validation 400 (请求参数错误, the field and why in `errors`):
 * a rule the catalogue schema cannot state, such as a check digit or a date against today.
 */
export function refuseField(field: string, message: string): never {
  throw new SandboxFailure('400', INVALID_REQUEST, 400, [{ field, message }]);
}

/**
 * A mainland ID number refused as the forms refuse it: a wrong check character, or a birth date or sex it
 * does not encode. `fields` names the request's fields for the number, birth date and sex.
 */
export function checkIdCard(body: Record<string, unknown>, fields: { number: string; birthday: string; sex: string }): void {
  const number = String(body[fields.number]).toUpperCase();
  if (!isValidIdCard(number)) refuseField(fields.number, '请输入正确的居民身份证号码');
  const facts = idCardFacts(number);
  if (facts.birthday !== body[fields.birthday]) refuseField(fields.birthday, '出生日期与证件号码不一致');
  if (facts.sex !== body[fields.sex]) refuseField(fields.sex, '性别与证件号码不一致');
}

/** What a handler sees of a request: already validated against the catalogue. */
export interface HandlerContext {
  /** Path params ({placeholders}). */
  params: Record<string, any>;
  /** Query params, coerced to the schema's types. */
  query: Record<string, any>;
  body: any;
  /** The customer of the bearer token, when it is a live session. */
  user: Customer | undefined;
  state: SandboxState;
  fail(code: string, message: string, httpStatus?: number): never;
  /** What became of a keyed write of the caller's (the pipeline keeps their answers, sandbox/keyed-answers.ts). */
  outcomeOf(key: string): Outcome;
}

/** Returns the endpoint's data (answered inside the success envelope). */
export type Handler = (ctx: HandlerContext) => unknown;
export type Handlers = Record<string, Handler>;

export const fail = (code: string, message: string, httpStatus?: number): never => {
  throw new SandboxFailure(code, message, httpStatus);
};

/** The signed-in customer (the server already answered 401 for user-auth endpoints without one). */
export function me(ctx: HandlerContext): Customer {
  return ctx.user ?? ctx.fail('401', '您没有权限或长时间未登录，请重新登录', 401);
}

/** The rows of one page a paged list asks for (`pageNo` from 1), `size` of them when it names no page size. */
export function pageOf<T>(rows: T[], request: { pageNo?: number; pageSize?: number }, size = 10): T[] {
  const pageSize = request.pageSize ?? size;
  const start = ((request.pageNo ?? 1) - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/** The value, or a "not found" failure. */
export function found<T>(ctx: HandlerContext, value: T | undefined, what: string): T {
  return value ?? ctx.fail('A0404', `${what}不存在`);
}

/**
 * A record looked up among the signed-in customer's own, or the failure the real service answers for a
 * number that is unknown or someone else's: it does not tell the two apart.
 */
export function owned<T>(ctx: HandlerContext, value: T | undefined, what: string): T {
  return value ?? ctx.fail('A0404', `${what}不存在或不属于当前客户`);
}

export function checkSmsCode(ctx: HandlerContext, code: string): void {
  if (code !== SMS_CODE) ctx.fail('A0201', '验证码错误或已失效');
}
