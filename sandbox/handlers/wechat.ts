import { wechatSignature } from '../wechat-sign';
import type { Handlers } from './context';

export const wechat: Handlers = {
  signature: (ctx) => wechatSignature(ctx.query.url),
};
