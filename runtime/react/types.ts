import type { ComponentType, ReactNode } from 'react';
import type { ServiceRequest } from '../core/data';
import type { WidgetSpec } from '../core/registry/widgets';

/** What every registered widget component receives: resolved props and a narrow way to talk back. */
export interface WidgetProps<P = Record<string, unknown>> {
  /** Props with every {{ }} expression resolved; slot props are absent (use `slot`). */
  props: P;
  /** The node's rendered children. */
  children?: ReactNode;
  disabled: boolean;
  /**
   * Runs the node's `on<Event>` action; `payload` is visible to it as `event`. Resolves false when the
   * action failed or declined (a cancelled confirm), true otherwise. `onFailure` hears a failure the
   * action left unhandled (no `else`), with the fields a 400 named: a form marks them.
   */
  emit: (event: string, payload?: Record<string, unknown>, onFailure?: (failure: ActionFailure) => void) => Promise<boolean>;
  /** Renders a slot prop, optionally with an extra scope such as `{ item, index }`. */
  slot: (name: string, scope?: Record<string, unknown>) => ReactNode;
  /** Whether the node has an action for this event (a cell shows its arrow only when it navigates). */
  handles: (event: string) => boolean;
  /** For input widgets whose node has `bind`: the bound state value and how to change it. */
  binding?: Binding;
  /**
   * For widgets whose registration lists `services`: calls one of those catalogue services. Failures
   * reject with the catalogue's Chinese message, which the widget shows beside itself (nothing is toasted).
   */
  call?: (service: string, request: ServiceRequest) => Promise<unknown>;
}

/**
 * The page state at a node's `bind`. `value` is what the node rendered with; a widget that follows the
 * value itself (`followsBinding`: a form's fields) reads it as it is now with `current` and hears each
 * change with `subscribe`, and its node does not render again for it (so `value` may be older).
 */
export interface Binding {
  value: unknown;
  set(value: unknown): void;
  current(): unknown;
  subscribe(listener: () => void): () => void;
}

/** A failed action as a widget hears it: what the customer reads, and the fields a 400 named with their reasons. */
export interface ActionFailure { message: string; fields?: Readonly<Record<string, string>> }

export type WidgetComponent = ComponentType<WidgetProps<never>>;
export type ReactWidgetSpec = WidgetSpec<WidgetComponent>;
