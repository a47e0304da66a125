// The value an expression field shows under it: asked of the canvas's frame once typing pauses, asked
// again while a source it reads is still loading or the frame is not there yet.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Placement } from '../../../../runtime/config/node-path';
import type { ExpressionHelp } from './expression-help';
import type { FrameAnswer } from './frame-channel';

/** Pauses this long after a keystroke before asking. */
const ASK_DELAY_MS = 300;
/** Asks again this long after an answer that may change by itself (a source loading, the frame busy). */
const RETRY_MS = 1_500;

export type LiveValue = { kind: 'waiting' } | { kind: 'value'; text: string } | { kind: 'error'; text: string };

const liveOf = (answer: FrameAnswer): LiveValue => ('waiting' in answer ? { kind: 'waiting' } : 'error' in answer ? { kind: 'error', text: answer.error } : { kind: 'value', text: answer.value });
const noChannel = () => () => undefined;

/** The live value of `text` at the help's node; undefined without help (the page's settings) or text. */
export function useLiveValue(help: ExpressionHelp | undefined, placement: Placement, text: string): LiveValue | undefined {
  const ready = useSyncExternalStore(help?.channel.subscribe ?? noChannel, () => help?.channel.ready() ?? false);
  const [live, setLive] = useState<LiveValue>({ kind: 'waiting' });
  const [retries, setRetries] = useState(0);
  useEffect(() => {
    if (!help || !ready || text.trim() === '') return undefined;
    let current = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const asking = setTimeout(() => {
      void help.evaluate(text, placement).then((answer) => {
        if (!current) return;
        setLive(liveOf(answer));
        if ('waiting' in answer || ('error' in answer && answer.error.includes('还在加载'))) retry = setTimeout(() => setRetries((count) => count + 1), RETRY_MS);
      });
    }, ASK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(asking);
      clearTimeout(retry);
    };
  }, [help, ready, text, placement, retries]);
  if (!help || text.trim() === '') return undefined;
  return ready ? live : { kind: 'waiting' };
}
