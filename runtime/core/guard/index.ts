export { runGuard, builtinGuardSteps } from './run';
export { trackedPageCode } from './page-code';
export { splitTokenFromQuery } from './token-query';
export { cpsCodeToCheck } from './cps';
export { requiresLogin } from './login';
export type { GuardInput, GuardRoute, GuardDeps, GuardDecision, GuardStep, GuardStepSpec } from './types';
