// Undo and redo as a stack of the page's texts. Typing in one property field is one step: edits with the
// same key, one after another, replace the step they continue. A text changed elsewhere (the JSON tab)
// is taken as a step of its own, so undo goes back across it.

export class EditHistory {
  private past: string[] = [];
  private future: string[] = [];
  private key: string | undefined;

  constructor(private current: string) {}

  get text(): string {
    return this.current;
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /** A new text; `key` names a run of edits that make one step (one field as staff type in it). */
  record(text: string, key?: string): void {
    if (text === this.current) return;
    if (key === undefined || key !== this.key) this.past.push(this.current);
    this.current = text;
    this.future = [];
    this.key = key;
  }

  /** The text as it is now, wherever it was changed: a change made elsewhere is a step. */
  follow(text: string): void {
    this.record(text);
  }

  /** The text before the last step, or undefined when there is none. */
  undo(): string | undefined {
    const previous = this.past.pop();
    if (previous === undefined) return undefined;
    this.future.push(this.current);
    this.current = previous;
    this.key = undefined;
    return previous;
  }

  /** The text of the step undone last, or undefined when there is none. */
  redo(): string | undefined {
    const next = this.future.pop();
    if (next === undefined) return undefined;
    this.past.push(this.current);
    this.current = next;
    this.key = undefined;
    return next;
  }
}
