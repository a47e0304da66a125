import { useState } from 'react';

/**
 * Visibility of an overlay driven by a bound `visible` prop. Closing hides it at once, so a node whose
 * onClose is missing (or slow to update page state) can never trap the user under a mask.
 */
export function useOverlay(visible: boolean, emit: (event: string) => Promise<unknown>) {
  const [closed, setClosed] = useState(false);
  const [last, setLast] = useState(visible);
  // Showing again after the page state went false re-arms the overlay.
  if (visible !== last) {
    setLast(visible);
    setClosed(false);
  }
  const close = () => {
    setClosed(true);
    void emit('close');
  };
  return { open: visible && !closed, close };
}
