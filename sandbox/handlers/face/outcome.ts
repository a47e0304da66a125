import type { Handlers } from '../context';

/** What became of a write whose answer the client lost: the pipeline keeps each keyed write's first answer. */
export const outcomeHandlers: Handlers = {
  requestOutcome: (ctx) => ctx.outcomeOf(ctx.params.key),
};
