import { useEffect } from 'react';
import type { PropsCheck } from '../config/resolved-props';
import type { ReactWidgetSpec } from './types';
import type { PageRuntime } from './context';
import { showDevOverlay } from './dev-overlay';

/** One check per widget registration, compiled the first time a node of it renders. */
const checks = new WeakMap<ReactWidgetSpec, Promise<PropsCheck>>();
/** What each page has reported: a node repeated for every item of a list reports its mismatch once. */
const reported = new WeakMap<PageRuntime['state'], Set<string>>();

/** The overlay of a page's mismatches so far: values only an expression gives, which validate cannot see. */
function overlayText(problems: Iterable<string>): string {
  return `Widget props that do not match their schema (checked as the page runs, in development only):\n${[...problems].join('\n')}`;
}

function checkOf(spec: ReactWidgetSpec): Promise<PropsCheck> {
  let check = checks.get(spec);
  if (!check) {
    // Loaded on demand: ajv and the props schemas stay out of the app's own chunks.
    check = Promise.all([import('../config/resolved-props'), spec.schema()]).then(([{ propsCheck }, { default: schema }]) => propsCheck(schema));
    checks.set(spec, check);
  }
  return check;
}

/**
 * Reports a node whose resolved props do not match its widget's props schema (see
 * runtime/config/resolved-props.ts for what is checked), without stopping the page: to the developer in
 * the console and Vite's overlay, and as a `problem` event like any other.
 */
function useCheckedProps(runtime: PageRuntime, spec: ReactWidgetSpec, path: string, config: Readonly<Record<string, unknown>>, props: Readonly<Record<string, unknown>>): void {
  useEffect(() => {
    if (!runtime.dev) return;
    void checkOf(spec).then((check) => {
      const seen = reported.get(runtime.state) ?? new Set<string>();
      reported.set(runtime.state, seen);
      const fresh = check(path, config, props).filter((problem) => !seen.has(`${problem.configPath}  ${problem.message}`));
      for (const problem of fresh) {
        seen.add(`${problem.configPath}  ${problem.message}`);
        console.warn(`[page] props at ${problem.configPath}: ${problem.message}`);
        runtime.reportProblem({ kind: 'props', ...problem });
      }
      if (fresh.length > 0) showDevOverlay(overlayText(seen), window.location.pathname);
    }, (error: unknown) => console.warn(`[page] the props of ${path} could not be checked:`, error));
  });
}

/** Development only: a production build keeps a function that does nothing, and none of the above. */
export const useDevPropsCheck: typeof useCheckedProps = import.meta.env.DEV ? useCheckedProps : () => undefined;
