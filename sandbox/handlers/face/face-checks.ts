// A face check proves one thing once: the step that accepts a token checks that it is the signed-in customer's,
// passed, and started for that business, and spends it, so no token (nor the seeded demo one) stands in for
// another check, another application or another person.
import { me, type HandlerContext } from '../context';

/** Spends a passed face token of the customer's, started for `businessType`, on `usedFor`; else refuses. */
export function spendFaceCheck(ctx: HandlerContext, bizToken: string, businessType: string, usedFor: string): void {
  const token = ctx.state.faceTokens[bizToken];
  if (!token || token.customerId !== me(ctx).id || !token.passed) ctx.fail('A0400', '活体识别未通过，请重新识别');
  if (token.businessType !== businessType) ctx.fail('A0400', '该人脸识别不是为本业务发起的，请重新识别');
  if (token.usedFor !== undefined && token.usedFor !== usedFor) ctx.fail('A0409', '该人脸识别结果已使用，请重新识别');
  token.usedFor = usedFor;
}
