import { useEffect, useMemo, useRef, useState } from 'react';
import { useStableHandler } from '../../runtime/react/stable-handler';

/**
 * Text a field shows before the form has taken it in. A keystroke shows in its own field at once (a
 * one-line field's box keeps it by itself), and the field hands the text to the form once that frame is
 * painted: rjsf derives the whole form again on each change, which would otherwise stand between every
 * key and the screen. Keys typed before the hand over go together. A held text can be handed over at
 * once: a submit takes every one first (schema-form), so what is sent is always what was typed.
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

/** What a field holding typed text offers: hold the latest text, hand it over now, and whether it holds any. */
export interface HeldText {
  hold(text: string): void;
  /** Hands over at once what the field still holds (the field left, or about to be cleared). */
  settle(): void;
  holding(): boolean;
}

/**
 * Holds the text typed into one field and hands it to the form (`change`) once the next frame is painted,
 * or sooner when `held` is asked to (a submit) or the field goes away. It keeps no React state: a field
 * whose box shows what is typed (line-input.tsx) renders nothing on a key.
 */
export function useHeldText(id: string, change: (text: string) => void, held: HeldTexts | undefined): HeldText {
  const text = useRef('');
  const cancel = useRef<(() => void) | null>(null);
  const handOver = useStableHandler(() => {
    cancel.current?.();
    cancel.current = null;
    held?.release(id);
    change(text.current);
  });
  const hold = useStableHandler((typed: string) => {
    text.current = typed;
    if (cancel.current) return;
    cancel.current = afterNextPaint(handOver);
    held?.hold(id, handOver);
  });
  const settle = useStableHandler(() => {
    if (cancel.current) handOver();
  });
  useEffect(() => settle, [settle]);
  return useMemo(() => ({ hold, settle, holding: () => cancel.current !== null }), [hold, settle]);
}

/**
 * The same for a field drawn from a value (arco's Textarea): the text it shows, what to call as it is
 * typed, and what to call when it is left. `formText` is the field's value as the form holds it.
 */
export function useTypedText(id: string, formText: string, change: (text: string) => void, held: HeldTexts | undefined): [shown: string, type: (text: string) => void, settle: () => void] {
  const [typed, setTyped] = useState<string | null>(null);
  // One batch: the form takes the text as the field stops showing its own copy of it.
  const field = useHeldText(id, (text) => {
    change(text);
    setTyped(null);
  }, held);
  const type = (text: string) => {
    setTyped(text);
    field.hold(text);
  };
  return [typed ?? formText, type, field.settle];
}
