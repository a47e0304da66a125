import type { Plugin } from 'vite';

const REACT_ROUTER = /\/node_modules\/react-router\/dist\/[^/]+\/[^/]+\.mjs$/;
/** `Link.displayName = "Link";` and the like: names for React's developer tools, written at the module's top. */
const DISPLAY_NAME = /^[\t ]*[\w$]+\.displayName = (["'`])[^"'`\n]*\1;?[\t ]*$/gm;
/** React's factories of contexts and components, called at the module's top (`React10.forwardRef(…)`). */
const REACT_FACTORY = /(?<![\w$.])(React\d*\.(?:createContext|forwardRef|memo)\()/g;

/** React Router's module as a build takes it: its factories marked pure, its display names left out. */
export const shakeableReactRouter = (code: string): string => code.replace(DISPLAY_NAME, '').replace(REACT_FACTORY, '/* @__PURE__ */ $1');

/**
 * Lets a build leave out the parts of React Router the portal does not use (its data router, forms,
 * fetchers, prefetching, server components). All of it is one module whose top level creates contexts and
 * components and names them, which the bundler must otherwise keep as side effects: 12.5 KB gzipped on every
 * first load, 6.6 KB without them. React's factories are pure, and a display name only shows in developer
 * tools. The dev server serves the library as it is.
 */
export function reactRouterShakePlugin(): Plugin {
  return {
    name: 'official:react-router-shake',
    apply: 'build',
    transform: (code, id) => (REACT_ROUTER.test(id) ? { code: shakeableReactRouter(code), map: null } : null),
  };
}
