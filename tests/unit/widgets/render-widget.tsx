import { cleanup, render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import type { WidgetProps } from '../../../runtime/react/types';

afterEach(cleanup);

interface Options {
  /** What the node's action does when emitted; resolves at once by default. */
  emit?: WidgetProps['emit'];
  /** Events the node has an action for. */
  handles?: string[];
  disabled?: boolean;
  children?: ReactNode;
  /** For input widgets: the bound value and a spy for what the widget writes. */
  binding?: WidgetProps['binding'];
  /** For widgets that declare services: a fake of the catalogue call. */
  call?: WidgetProps['call'];
}

/** Renders a widget component as WidgetNode would, with resolved props and a spy for `emit`. */
export function renderWidget<P>(Component: ComponentType<WidgetProps<P>>, props: P, options: Options = {}) {
  const emit = vi.fn(options.emit ?? (async () => true));
  const handled = options.handles ?? [];
  const view = render(
    <Component props={props} emit={emit} disabled={options.disabled ?? false} slot={() => null} handles={(event) => handled.includes(event)} binding={options.binding} call={options.call}>
      {options.children}
    </Component>,
  );
  return { ...view, emit };
}
