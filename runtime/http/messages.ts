// The error catalogue (docs/product.md, Errors), word for word.
export const MESSAGES = {
  badRequest: '请求参数错误',
  unauthorized: '您没有权限或长时间未登录，请重新登录',
  forbidden: '没有权限',
  serverError: '抱歉，服务端异常，正在抢修中，请您稍后重试',
  timeout: '请求超时，请刷新重试',
  generic: '系统开小差，请稍后重试',
  network: '网络连接失败，请检查网络后重试',
  notSubmitted: '提交未成功，您填写的内容已保留，请重试',
  requestFailed: '请求失败',
  programError: '程序错误',
  contactAdvice: '请联系在线客服或拨打客服热线',
  loginFirst: '请先登录',
  notWechat: '非微信环境',
} as const;

/** Helper wording: 请求失败 plus the message when the failure carries a code, else 程序错误. */
export function failureText(error: { code?: string; message?: string }): string {
  return error.code ? `${MESSAGES.requestFailed}：${error.message ?? ''}` : MESSAGES.programError;
}

/** Adds the contact advice to a message. */
export function withContactAdvice(message: string): string {
  return `${message}，${MESSAGES.contactAdvice}`;
}
