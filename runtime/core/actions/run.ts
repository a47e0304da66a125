import { resolveValue, type Scope } from '../expression';
import { actionRegistry } from './registry';
import type { ActionConfig, ActionHost, ActionStep } from './types';

export class UnknownActionError extends Error {
  constructor(name: string) {
    super(`unknown action "${name}"`);
    this.name = 'UnknownActionError';
  }
}

/** The page's named actions, which `then`, `else` and event handlers may name instead of spelling out. */
export type NamedActions = Readonly<Record<string, ActionConfig>>;

async function runStep(step: ActionStep, scope: Scope, host: ActionHost, named: NamedActions): Promise<unknown> {
  const spec = actionRegistry.get(step.action);
  if (!spec) throw new UnknownActionError(step.action);
  const args: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(step)) {
    if (key === 'action' || key === 'then' || key === 'else') continue;
    args[key] = spec.raw?.includes(key) ? value : resolveValue(value, scope);
  }
  let result: unknown;
  try {
    result = await spec.run(args, host, scope);
  } catch (error) {
    if (!step.else) throw error;
    await runAction(step.else, { ...scope, error: error instanceof Error ? { message: error.message } : error }, host, named);
    return undefined;
  }
  if (result === false) {
    if (step.else) await runAction(step.else, scope, host, named);
    return false;
  }
  if (step.then) await runAction(step.then, { ...scope, result }, host, named);
  return result;
}

/**
 * Runs an action from config (or the name of a page action); a sequence stops at the first step that
 * declines or fails without an `else`. Resolves false when the action declined.
 */
export async function runAction(config: ActionConfig | string, scope: Scope, host: ActionHost, named: NamedActions = {}): Promise<unknown> {
  if (typeof config === 'string') {
    const action = Object.hasOwn(named, config) ? named[config] : undefined;
    if (!action) throw new Error(`unknown page action "${config}"`);
    return runAction(action, scope, host, named);
  }
  if (!Array.isArray(config)) return runStep(config, scope, host, named);
  let result: unknown;
  for (const step of config) {
    result = await runStep(step, scope, host, named);
    if (result === false) break;
  }
  return result;
}
