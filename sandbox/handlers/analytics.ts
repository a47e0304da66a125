import { now } from '../format';
import type { Handlers } from './context';

export const analytics: Handlers = {
  track: (ctx) => {
    ctx.state.analytics.push({ ...ctx.body, event: ctx.body.event ?? 'pageview', receivedAt: now() });
    return null;
  },
};
