export { runAction, type ActionContext, type NamedActions } from './run';
export { builtinActions } from './builtins';
export { actionNamesIn } from './names';
export type { ActionDoc, ActionHost, ActionSpec, NavigateOptions, ToastOptions, DialogOptions, SharePayload, ShareOutcome } from './types';
