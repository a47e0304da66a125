import { builtinActions } from './builtins';
import { accountActions } from '../account/actions';
import type { ActionSpec } from './types';

/** Action name → spec. Plain data: the validator reads the schemas, the runtime calls `run`. */
export const actionRegistry = new Map<string, ActionSpec>([...builtinActions, ...accountActions].map((spec) => [spec.name, spec]));

export function registerAction(spec: ActionSpec): void {
  if (actionRegistry.has(spec.name)) throw new Error(`action "${spec.name}" is already registered`);
  actionRegistry.set(spec.name, spec);
}
