import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from '../api-client/api-error';

export interface Loaded<T> {
  data?: T;
  /** The failure in Chinese (the service's message, or that it cannot be reached). */
  error?: string;
  loading: boolean;
  reload(): void;
}

/**
 * Data a screen loads, again whenever `key` changes or `reload` is called. What was shown stays on screen
 * while the same key loads again; an answer that arrives after the key changed is dropped.
 */
export function useLoad<T>(load: () => Promise<T>, key: string): Loaded<T> {
  const [state, setState] = useState<{ key: string; data?: T; error?: string; loading: boolean }>({ key, loading: true });
  const [round, setRound] = useState(0);
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });

  useEffect(() => {
    let current = true;
    setState((previous) => ({ key, data: previous.key === key ? previous.data : undefined, loading: true }));
    loader.current().then(
      (data) => { if (current) setState({ key, data, loading: false }); },
      (error: unknown) => { if (current) setState((previous) => ({ ...previous, error: messageOf(error), loading: false })); },
    );
    return () => { current = false; };
  }, [key, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...(state.key === key ? state : { loading: true }), reload };
}
