import type { GuardStep } from './types';

export const showOverlay: GuardStep = (_input, deps) => {
  deps.showOverlay();
  return undefined;
};
