import type { Path } from '../model/json-path';
import { pointerOf } from '../model/json-path';
import type { PageDocument } from '../model/operations';
import type { VisualDocument } from '../use-visual-document';
import { valueChanges, type Change } from './value-changes';

const operationOf = (change: Change) => (page: PageDocument) => (change.kind === 'insert' ? page.insertItem(change.path, change.index, change.value) : page.set(change.path, change.value));

/**
 * What a form's change does to the page: the smallest edits from its values before to after, written at
 * `place` (a field's path in the form to its path in the page), one step of undo. Typing on in one text
 * or number field continues that field's step.
 */
export function writeFormChange(doc: VisualDocument, before: Record<string, unknown>, after: Record<string, unknown>, place: (path: Path) => Path): void {
  const changes = valueChanges(before, after).map((change) => ({ ...change, path: place(change.path) }));
  if (changes.length === 0) return;
  const [only] = changes;
  const typed = typeof only.value === 'string' || typeof only.value === 'number';
  const key = changes.length === 1 && only.kind === 'set' && typed ? pointerOf(only.path) : undefined;
  doc.applyAll(changes.map(operationOf), key);
}
