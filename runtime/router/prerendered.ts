import { useLayoutEffect } from 'react';

/**
 * The element holding a page's markup rendered at build time (scripts/lib/prerender.ts), drawn before any
 * script runs. The live app renders beside it, hidden (runtime/react/app.css), until its first view.
 */
export const PRERENDERED_ID = 'prerendered';

/**
 * Removes the build-time markup once the router's first view is committed, before the browser paints:
 * the customer sees one page turn into the same page, live, in a single frame.
 */
export function useFirstViewShown(): void {
  useLayoutEffect(() => {
    document.getElementById(PRERENDERED_ID)?.remove();
  }, []);
}
