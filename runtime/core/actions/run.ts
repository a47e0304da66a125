import { resolveValue, type Scope } from '../expression';
import { actionRegistry } from './registry';
import type { ActionConfig, ActionHost, ActionStep } from './types';

export class UnknownActionError extends Error {
  constructor(name: string) {
    super(`unknown action "${name}"`);
    this.name = 'UnknownActionError';
  }
}

async function runStep(step: ActionStep, scope: Scope, host: ActionHost): Promise<unknown> {
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
    await runAction(step.else, { ...scope, error: error instanceof Error ? { message: error.message } : error }, host);
    return undefined;
  }
  if (result === false) {
    if (step.else) await runAction(step.else, scope, host);
    return false;
  }
  if (step.then) await runAction(step.then, { ...scope, result }, host);
  return result;
}

/** Runs an action from config; a sequence stops at the first step that fails without an `else`. */
export async function runAction(config: ActionConfig, scope: Scope, host: ActionHost): Promise<unknown> {
  if (!Array.isArray(config)) return runStep(config, scope, host);
  let result: unknown;
  for (const step of config) {
    result = await runStep(step, scope, host);
    if (result === false) break;
  }
  return result;
}
