// The console's line to the canvas's frame for expression values (runtime/dev/playground/protocol.ts):
// the canvas connects the frame once it is ready, the expression field asks what an expression gives at a
// node, and the frame's answer comes back by the question's id. Same origin, the connected window only.
import type { Placement } from '../../../../runtime/config/node-path';
import { evaluateExpression, receive, type ExpressionValue } from '../../../../runtime/dev/playground/protocol';

export type FrameAnswer = ExpressionValue['answer'];

export interface FrameChannel {
  /** The canvas's frame is ready (a window), or gone (null). */
  connect(frame: Window | null): void;
  /** Whether a frame is there to ask, for useSyncExternalStore. */
  ready(): boolean;
  subscribe(listener: () => void): () => void;
  /** What `expression` gives at the canvas's node `pointer`; waiting when no frame answers. */
  ask(pointer: string, placement: Placement, expression: string): Promise<FrameAnswer>;
}

/** A frame that does not answer by then is busy loading another page: the field waits for the next question. */
const ANSWER_WITHIN_MS = 3_000;

export function frameChannel(): FrameChannel {
  let frame: Window | null = null;
  let asked = 0;
  const listeners = new Set<() => void>();
  const pending = new Map<number, (answer: FrameAnswer) => void>();
  const onMessage = (event: MessageEvent) => {
    const value = receive(event, frame, 'official-playground:value');
    if (!value) return;
    pending.get(value.id)?.(value.answer);
    pending.delete(value.id);
  };
  return {
    connect(next) {
      if (next === frame) return;
      frame = next;
      if (frame) window.addEventListener('message', onMessage);
      else window.removeEventListener('message', onMessage);
      for (const answer of pending.values()) answer({ waiting: true });
      pending.clear();
      listeners.forEach((listener) => listener());
    },
    ready: () => frame !== null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ask(pointer, placement, expression) {
      if (!frame) return Promise.resolve({ waiting: true });
      const id = ++asked;
      frame.postMessage(evaluateExpression(id, pointer, placement, expression), window.location.origin);
      return new Promise((settle) => {
        pending.set(id, settle);
        setTimeout(() => {
          if (pending.delete(id)) settle({ waiting: true });
        }, ANSWER_WITHIN_MS);
      });
    },
  };
}
