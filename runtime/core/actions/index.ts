export { runAction, UnknownActionError } from './run';
export { actionRegistry, registerAction } from './registry';
export type { ActionConfig, ActionStep, ActionHost, ActionSpec, ToastOptions, DialogOptions, SharePayload } from './types';
