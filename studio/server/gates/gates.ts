// The gates a version must pass before it is submitted (issue 50 §3), in order. The browser's gates (the
// snapshot states at phone width with the accessibility checks, and every image existing within its
// limits) join them through `extraGates` when they are built.
import { configGate } from './config-gate';
import { addressGate, shareCardGate, sizeGate } from './content-gates';
import type { Candidate, Gate, GateRefusal } from './gate';
import { pageCodeGate } from './page-code-gate';
import { scheduleGate, textDatesGate } from './schedule-gates';

export type SubmissionGates = (candidate: Candidate) => Promise<GateRefusal[]>;

export function submissionGates(extraGates: readonly Gate[] = []): SubmissionGates {
  const gates: Gate[] = [sizeGate, scheduleGate, textDatesGate, pageCodeGate, shareCardGate, addressGate, configGate(), ...extraGates];
  return async (candidate) => (await Promise.all(gates.map((gate) => gate(candidate)))).flat();
}
