export { runGuard, guardSteps } from './run';
export { afterNavigation, trackedPageCode } from './after-navigation';
export { resolveAfterLogin, type AfterLogin } from './after-login';
export { pageTitle } from './title';
export { splitTokenFromQuery } from './token-query';
export { cpsCodeToCheck, CPS_INVALID_PATH } from './cps';
export { requiresLogin, loginRedirect } from './login';
export type { GuardInput, GuardRoute, GuardDeps, GuardDecision, GuardStep } from './types';
