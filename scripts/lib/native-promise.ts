// arco's validator imports the es6-promise polyfill (CommonJS, which Vite's SSR loader cannot take named
// imports from); a page rendered at build time (scripts/lib/prerender.ts) gets Node's own Promise.
export const Promise = globalThis.Promise;
