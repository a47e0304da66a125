import { checkCpsCode } from './cps';
import { requireToken } from './login';
import { verifySession } from './session-check';
import { takeTokenFromQuery } from './token-query';
import type { GuardDecision, GuardDeps, GuardInput, GuardStepSpec } from './types';

/**
 * Steps 3 to 7 of docs/product.md (Route guard) in order (visitor mode, step 7, is part of `requiresLogin`). Steps 1, 2 and 8
 * (title, overlay, tracking) belong to the page lifecycle around the guard.
 */
export const builtinGuardSteps: readonly GuardStepSpec[] = [
  { name: 'takeTokenFromQuery', run: takeTokenFromQuery },
  { name: 'checkCpsCode', run: checkCpsCode },
  { name: 'requireToken', run: requireToken },
  { name: 'verifySession', run: verifySession },
];

/** Runs the guard steps before a navigation. The first redirect wins; the redirected navigation runs the guard again. */
export async function runGuard(input: GuardInput, deps: GuardDeps, steps: readonly GuardStepSpec[]): Promise<GuardDecision> {
  for (const step of steps) {
    const decision = await step.run(input, deps);
    if (decision) return decision;
  }
  return { kind: 'continue' };
}
