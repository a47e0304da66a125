export { runAction, type ActionContext, type NamedActions } from './run';
export { builtinActions } from './builtins';
export type { ActionDoc, ActionHost, ActionSpec, NavigateOptions, ToastOptions, DialogOptions, SharePayload, ShareOutcome } from './types';
