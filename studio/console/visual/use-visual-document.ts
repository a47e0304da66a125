import { Message } from '@arco-design/web-react';
import { parse } from 'jsonc-parser';
import { useMemo } from 'react';
import type { EditHistory } from './model/history';
import { runOperations, type Outcome, type PageDocument } from './model/operations';
import { outlineOf, type OutlineNode } from './model/outline';
import type { SlotsOf } from './model/structure';

export interface VisualDocument {
  /** The page's nodes, or undefined while the text is not a page (the JSON tab shows why). */
  outline?: OutlineNode[];
  /** The page's value as written (undefined while the text is not JSON). */
  value: unknown;
  /** Runs an operation on the page; true when it was done. `key` makes typing in one field one step of undo. */
  apply(operation: (page: PageDocument) => Outcome, key?: string): boolean;
  /** Several operations as one step (a change of the panel touching two fields). */
  applyAll(operations: ReadonlyArray<(page: PageDocument) => Outcome>, key?: string): boolean;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
}

/**
 * The draft text under the visual editor: every operation is a text edit recorded in the page's undo
 * history (kept by the page screen, so it survives switching tabs) and handed to the draft as any edit is.
 */
export function useVisualDocument(text: string, history: EditHistory, slotsOf: SlotsOf, onText: (text: string) => void): VisualDocument {
  // A text changed in the JSON tab is a step of its own: undo here goes back across it.
  history.follow(text);
  const outline = useMemo(() => outlineOf(text, slotsOf), [text, slotsOf]);
  const value = useMemo(() => (outline ? parse(text) : undefined), [outline, text]);

  const applyAll = (operations: ReadonlyArray<(page: PageDocument) => Outcome>, key?: string): boolean => {
    const outcome = runOperations(text, operations, slotsOf);
    if (outcome.refused !== undefined) {
      Message.warning(outcome.refused);
      return false;
    }
    history.record(outcome.text, key);
    onText(outcome.text);
    return true;
  };
  const step = (text?: string) => { if (text !== undefined) onText(text); };
  return {
    outline,
    value,
    apply: (operation, key) => applyAll([operation], key),
    applyAll,
    undo: () => step(history.undo()),
    redo: () => step(history.redo()),
    canUndo: history.canUndo,
    canRedo: history.canRedo,
  };
}
