import { checkCpsCode } from './cps';
import { requireToken } from './login';
import { showOverlay } from './overlay';
import { verifySession } from './session-check';
import { setPageTitle } from './title';
import { takeTokenFromQuery } from './token-query';
import type { GuardDecision, GuardDeps, GuardInput, GuardStep } from './types';

/** SPEC §4 steps 1 to 7 in order (visitor mode, step 7, is part of `requiresLogin`). */
export const guardSteps: readonly GuardStep[] = [
  setPageTitle,
  showOverlay,
  takeTokenFromQuery,
  checkCpsCode,
  requireToken,
  verifySession,
];

/**
 * Runs the guard before a navigation. The first redirect wins; the redirected navigation runs the guard
 * again. Step 8 (`afterNavigation`) is the caller's once the page is shown, so the overlay covers loading.
 */
export async function runGuard(input: GuardInput, deps: GuardDeps): Promise<GuardDecision> {
  for (const step of guardSteps) {
    const decision = await step(input, deps);
    if (decision) return decision;
  }
  return { kind: 'continue' };
}
