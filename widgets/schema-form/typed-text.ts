import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Text a field shows before the form has taken it in. A keystroke draws its own field at once, and the
 * field hands the text to the form once that frame is painted: rjsf derives the whole form again on
 * each change, which would otherwise stand between every key and the screen. Keys typed before the hand
 * over go together. A held text can be handed over at once: a submit takes every one first
 * (schema-form), so what is sent is always what was typed.
 */
export interface HeldTexts {
  hold(id: string, handOver: () => void): void;
  release(id: string): void;
  /** Hands every held text to the form now (inside flushSync, the form's state has them after). */
  handOverAll(): void;
}

export function createHeldTexts(): HeldTexts {
  const held = new Map<string, () => void>();
  return {
    hold: (id, handOver) => void held.set(id, handOver),
    release: (id) => void held.delete(id),
    handOverAll() {
      for (const handOver of [...held.values()]) handOver();
    },
  };
}

// A hidden page paints no frame: the text is handed over after this long all the same.
const LATEST_HAND_OVER_MS = 100;

/** Calls `task` once, just after the next frame is painted (or after LATEST_HAND_OVER_MS); returns the cancel. */
function afterNextPaint(task: () => void): () => void {
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    cancel();
    task();
  };
  const cancel = () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(latest);
  };
  frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  const latest = setTimeout(run, LATEST_HAND_OVER_MS);
  return cancel;
}

/**
 * The text a field shows, what to call as it is typed, and what to call when the field is left (it
 * hands over at once what the field still holds). `formText` is the field's value as the form holds
 * it; `change` hands a text to the form. `held` lets a submit take the text first (without it, a form
 * outside schema-form, the text reaches the form after the frame all the same).
 */
export function useTypedText(id: string, formText: string, change: (text: string) => void, held: HeldTexts | undefined): [shown: string, type: (text: string) => void, settle: () => void] {
  const [typed, setTyped] = useState<string | null>(null);
  const latest = useRef({ id, change, held, text: '' });
  const cancel = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    Object.assign(latest.current, { id, change, held });
  });
  const [handOver] = useState(() => () => {
    cancel.current?.();
    cancel.current = null;
    latest.current.held?.release(latest.current.id);
    // One batch: the form takes the text as the field stops showing its own copy of it.
    latest.current.change(latest.current.text);
    setTyped(null);
  });
  const type = (text: string) => {
    latest.current.text = text;
    setTyped(text);
    if (cancel.current) return;
    cancel.current = afterNextPaint(handOver);
    held?.hold(id, handOver);
  };
  // Leaving the field (a tap elsewhere) or the field going away hands over what it still holds.
  const [settle] = useState(() => () => {
    if (cancel.current) handOver();
  });
  useEffect(() => settle, [settle]);
  return [typed ?? formText, type, settle];
}
