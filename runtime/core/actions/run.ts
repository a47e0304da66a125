import { resolveCondition, resolveValue, type FilterLookup, type Scope } from '../expression';
import type { ActionRef, ActionStep, PageDefinition } from '../../../schemas/generated/page';
import type { ActionHost, ActionSpec } from './types';

/** The page's named actions, which `then`, `else` and event handlers may name instead of spelling out. */
export type NamedActions = Readonly<NonNullable<PageDefinition['actions']>>;

/** What running an action needs: the catalogue's actions and filters, the host, and the page's named actions. */
export interface ActionContext {
  extensions: { action(name: string): ActionSpec; filter: FilterLookup };
  host: ActionHost;
  named?: NamedActions;
  /**
   * The page's roots (state, data, address, session, app) as they are now: read afresh by every step, so
   * a step sees what the steps before it set and what has loaded meanwhile. The action's own names
   * (event, item, result, error, steps) come from the scope it was started in.
   */
  live?: () => Scope;
}

/** What an `else` reads as `error`: the message, and where the failure has them its code and the fields a 400 named. */
function describeFailure(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const { code, fields } = error as { code?: unknown; fields?: unknown };
  return { message: error.message, ...(code !== undefined && { code }), ...(fields !== undefined && { fields }) };
}

/** A step's own keys: the rest are the action's arguments. */
const STEP_KEYS = new Set(['action', 'when', 'then', 'else', 'as']);

/** The results of the steps named with `as` so far, read by later steps as `steps.<name>`. */
type StepResults = Record<string, unknown>;

async function runStep(step: ActionStep, started: Scope, context: ActionContext): Promise<unknown> {
  const scope = context.live ? { ...started, ...context.live() } : started;
  // A step whose condition does not hold is skipped (the sequence goes on), or replaced by its `else`.
  if (step.when !== undefined && !resolveCondition(step.when, scope, false, context.extensions.filter)) {
    return step.else ? runAction(step.else, scope, context) : undefined;
  }
  const spec = context.extensions.action(step.action);
  const args: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(step)) {
    if (STEP_KEYS.has(key)) continue;
    args[key] = spec.raw?.includes(key) ? value : resolveValue(value, scope, context.extensions.filter);
  }
  let result: unknown;
  try {
    result = await spec.run(args, context.host, { handlesFailure: step.else !== undefined });
  } catch (error) {
    if (!step.else) throw error;
    await runAction(step.else, { ...scope, error: describeFailure(error) }, context);
    return undefined;
  }
  if (result === false) {
    if (step.else) await runAction(step.else, scope, context);
    return false;
  }
  if (step.as) (scope.steps as StepResults)[step.as] = result;
  if (step.then) await runAction(step.then, spec.keepsResult ? scope : { ...scope, result }, context);
  return result;
}

/**
 * Runs an action from config (or the name of a page action); a sequence stops at the first step that
 * declines or fails without an `else`. Resolves false when the action declined.
 */
export async function runAction(config: ActionRef, started: Scope, context: ActionContext): Promise<unknown> {
  // One record of named results for the whole run: nested `then`s and named actions add to it and read it.
  const scope = Object.hasOwn(started, 'steps') ? started : { ...started, steps: {} satisfies StepResults };
  if (typeof config === 'string') {
    const named = context.named ?? {};
    const action = Object.hasOwn(named, config) ? named[config] : undefined;
    if (!action) throw new Error(`unknown page action "${config}"`);
    return runAction(action, scope, context);
  }
  if (!Array.isArray(config)) return runStep(config, scope, context);
  let result: unknown;
  for (const step of config) {
    result = await runStep(step, scope, context);
    if (result === false) break;
  }
  return result;
}
