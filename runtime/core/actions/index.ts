export { runAction, type ActionContext, type NamedActions } from './run';
export { builtinActions } from './builtins';
export type { ActionHost, ActionSpec, NavigateOptions, ToastOptions, DialogOptions, SharePayload } from './types';
