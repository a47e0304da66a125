import { createContext, useContext, type ReactNode } from 'react';

/**
 * Heading levels follow nesting, so a page's outline never skips a level: the page's h1 is the nav-bar
 * title (or the runtime's hidden one), widgets at the top of the page title with h2, and a titled
 * section, card or list gives its children the next level.
 */
const Level = createContext(2);

type Tag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** The heading element for the current level. */
export function useHeading(): Tag {
  return `h${useContext(Level)}` as Tag;
}

/** Children of a titled block sit one level below its title. */
export function Subheadings({ children }: { children: ReactNode }) {
  const level = useContext(Level);
  return <Level.Provider value={Math.min(6, level + 1)}>{children}</Level.Provider>;
}

/** Overlays (popups, sheets) are read on their own: their title is an h2 whatever opened them. */
export function OverlayHeadings({ children }: { children: ReactNode }) {
  return <Level.Provider value={2}>{children}</Level.Provider>;
}
