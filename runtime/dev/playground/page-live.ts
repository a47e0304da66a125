// The page the frame shows, as it is now: read from React's fibers above the page's <main> (the page
// renderer's contexts: its shared scope, and its runtime with the sources and the state), as
// block-select.tsx reads which node drew what. The dev frame's only; it changes nothing of the renderer.
import type { Scope } from '../../core/expression/evaluate';
import { sourceData } from '../../core/data/source-data';
import { PageContext, ScopeContext, type PageRuntime } from '../../react/context';
import type { LivePage } from './evaluate-at';

interface Fiber { type: unknown; memoizedProps: { value?: unknown } | null; return: Fiber | null }

/** The value the nearest provider of `context` above the element gives. */
function provided(element: Element, context: unknown): unknown {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  for (let fiber = key ? (element as unknown as Record<string, Fiber>)[key] : null; fiber; fiber = fiber.return) {
    if (fiber.type === context) return fiber.memoizedProps?.value;
  }
  return undefined;
}

/** The shown page's scope, sources and filters; undefined while no page is shown. */
export function livePage(): LivePage | undefined {
  const main = document.querySelector('main.page');
  if (!main) return undefined;
  const shared = provided(main, ScopeContext) as Scope | undefined;
  const runtime = provided(main, PageContext) as PageRuntime | undefined;
  if (!shared || !runtime) return undefined;
  const sources = runtime.sources.snapshot();
  return { scope: { ...shared, data: sourceData(sources), state: runtime.state.get() }, sources, filter: runtime.extensions.filter };
}
