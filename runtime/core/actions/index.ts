export { runAction, UnknownActionError, type NamedActions } from './run';
export { actionRegistry, registerAction } from './registry';
export type { ActionConfig, ActionStep, ActionHost, ActionSpec, ToastOptions, DialogOptions, SharePayload } from './types';
