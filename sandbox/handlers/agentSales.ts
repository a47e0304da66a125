import { createHash } from 'node:crypto';
import type { Handlers } from './context';

export const agentSales: Handlers = {
  exitExclusiveToShort: (ctx) => ({
    shortUrl: `https://s.hongtai-life.example/${createHash('sha1').update(`${ctx.body.agentCode}|${ctx.body.pageUrl}`).digest('base64url').slice(0, 8)}`,
  }),
};
