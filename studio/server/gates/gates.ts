// The gates a version must pass before it is submitted (issue 50 §3), in order. A gate that needs a browser
// (the snapshot states at phone width with the accessibility checks) joins them through `extraGates`.
import { studioCatalogue } from '../catalogue/catalogue';
import type { ObjectStore } from '../releases/object-store';
import { buildCatalogue, configGate } from './config-gate';
import { addressGate, shareCardGate, sizeGate } from './content-gates';
import type { Candidate, Gate, GateRefusal } from './gate';
import { imageGate } from './image-gate';
import { lockedGate } from './locked-gate';
import { pageCodeGate } from './page-code-gate';
import { scheduleGate, textDatesGate } from './schedule-gates';

export type SubmissionGates = (candidate: Candidate) => Promise<GateRefusal[]>;

/** `store`: where uploaded pictures are kept, for the image gate to check those a version names. */
export function submissionGates({ store, extraGates = [] }: { store?: Pick<ObjectStore, 'getBytes'>; extraGates?: readonly Gate[] } = {}): SubmissionGates {
  const widgetSchemas = async () => new Map((await buildCatalogue()).widgets.map((widget) => [widget.type, widget.schema]));
  const names = async () => {
    const { answer } = await studioCatalogue();
    return new Map([...answer.widgets.map((widget) => [widget.type, widget.name] as const), ...answer.fragments.map((fragment) => [fragment.name, fragment.title] as const)]);
  };
  const gates: Gate[] = [sizeGate, scheduleGate, textDatesGate, pageCodeGate, shareCardGate, addressGate, imageGate({ widgetSchemas, store }), lockedGate({ names }), configGate(), ...extraGates];
  return async (candidate) => (await Promise.all(gates.map((gate) => gate(candidate)))).flat();
}
