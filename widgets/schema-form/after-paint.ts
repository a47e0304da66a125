import { useEffect, useState } from 'react';

// A hidden page paints no frame: the value follows after this long all the same.
const LATEST_MS = 100;

/** Calls `task` once, just after the next frame is painted (or after LATEST_MS); returns the cancel. */
function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    cancel();
    task();
  };
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  const latest = setTimeout(run, LATEST_MS);
  const cancel = () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(latest);
  };
  return cancel;
}

/** A store to follow: what it holds now, and a way to hear each change. */
interface Followed {
  get(): unknown;
  subscribe(listener: () => void): () => void;
}

/**
 * What `store` held when the last frame was painted: it follows each change once the frame showing that
 * change is on screen, so work that depends on it (rjsf deriving a 50-field form again) never stands
 * between a key and the screen. Changes within one frame are followed together.
 */
export function useFollowedAfterPaint(store: Followed): unknown {
  const [followed, setFollowed] = useState(store.get);
  useEffect(() => {
    let cancel: (() => void) | undefined;
    const follow = () => {
      cancel ??= afterNextPaint(() => {
        cancel = undefined;
        setFollowed(store.get());
      });
    };
    // A change between this render and the subscription is followed too.
    follow();
    const unsubscribe = store.subscribe(follow);
    return () => {
      unsubscribe();
      cancel?.();
    };
  }, [store]);
  return followed;
}
