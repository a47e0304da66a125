import { useCallback, useRef, useState } from 'react';

/**
 * A button's write: `busy` while it runs (the button shows it loading), and a second click meanwhile is
 * ignored, so nothing is sent twice. What it throws is the caller's to show.
 */
export function useAction() {
  const [busy, setBusy] = useState<string>();
  const running = useRef(false);
  const run = useCallback(async <T,>(name: string, action: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(name);
    try {
      return await action();
    } finally {
      running.current = false;
      setBusy(undefined);
    }
  }, []);
  return { busy, run };
}
