import { cleanup, render } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { afterEach, vi } from 'vitest';
import type { WidgetProps } from '../../../runtime/react/types';

afterEach(cleanup);

/**
 * Renders an input widget as WidgetNode does for a node with `bind`: the bound value lives in state,
 * so what the widget writes is what it shows next. `set` spies on the writes; `call` fakes the services a
 * native widget declares.
 */
export function renderBound<P>(Component: ComponentType<WidgetProps<P>>, props: P, initial: unknown, emit: WidgetProps['emit'] = async () => true, call?: WidgetProps['call']) {
  const set = vi.fn();
  const emitSpy = vi.fn(emit);
  function Harness({ current }: { current: P }) {
    const [value, setValue] = useState(initial);
    const binding = { value, set: (next: unknown) => { set(next); setValue(next); } };
    return <Component props={current} binding={binding} emit={emitSpy} disabled={false} slot={() => null} handles={() => true} call={call} />;
  }
  const view = render(<Harness current={props} />);
  return { ...view, set, emit: emitSpy, update: (next: P) => view.rerender(<Harness current={next} />) };
}
