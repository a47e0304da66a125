import { act, cleanup, render } from '@testing-library/react';
import { useSyncExternalStore, type ComponentType } from 'react';
import { afterEach, vi } from 'vitest';
import type { WidgetProps } from '../../../runtime/react/types';

afterEach(cleanup);

/**
 * Renders an input widget as WidgetNode does for a node with `bind`: the bound value lives in a store as
 * the page state does, so what the widget writes is what it shows next. `set` spies on the widget's writes,
 * `setState` writes as the page would (a setState action); `call` fakes the services a native widget declares.
 */
export function renderBound<P>(Component: ComponentType<WidgetProps<P>>, props: P, initial: unknown, emit: WidgetProps['emit'] = async () => true, call?: WidgetProps['call']) {
  const set = vi.fn();
  const emitSpy = vi.fn(emit);
  // The page state at the node's bind, as PageState holds it: a value replaced on each write, with listeners.
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const write = (next: unknown) => {
    value = next;
    for (const listener of listeners) listener();
  };
  function Harness({ current }: { current: P }) {
    const shown = useSyncExternalStore(subscribe, () => value);
    const binding = { value: shown, set: (next: unknown) => { set(next); write(next); }, current: () => value, subscribe };
    return <Component props={current} binding={binding} emit={emitSpy} disabled={false} slot={() => null} handles={() => true} call={call} />;
  }
  const view = render(<Harness current={props} />);
  return { ...view, set, emit: emitSpy, update: (next: P) => view.rerender(<Harness current={next} />), setState: (next: unknown) => act(() => write(next)) };
}
