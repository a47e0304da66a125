import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Binding } from '../../runtime/react/types';
import { getAtPath } from '../../runtime/core/state/path';

export type FormData = Record<string, unknown>;
/** Where a value sits in the form's data: property names and array positions (rjsf's field path). */
export type FieldPath = ReadonlyArray<string | number>;

/**
 * The one owner of a form's data: the page state at the form's `bind`, or the form's own store when it has
 * none. Fields read their value from it and write it there as it is typed; rjsf draws and validates a
 * deferred copy (SchemaForm.tsx).
 */
export interface FormOwner {
  /** The data as it is now (whatever the page holds at `bind`: not always an object). */
  get(): unknown;
  subscribe(listener: () => void): () => void;
}

/** What schema-form hands its fields through rjsf's formContext. */
export interface FormContext {
  owner: FormOwner;
  /** Writes one field's value to the owner (an ID number just typed also fills in the birth date and sex). */
  setField(path: FieldPath, value: unknown): void;
  /** The page's send counter (schema-form's `smsSent`): each change starts the countdown. */
  sent: unknown;
  /** Runs the page's onSend action; resolves false when it failed (the button is free again at once). */
  send: (field: string) => Promise<boolean>;
  /** The picture of a `captcha` field (schema-form's `captchaImage`). */
  captchaImage?: string;
  /** Asks the page for a new picture (schema-form emits captchaRefresh). */
  refreshCaptcha: (field: string) => void;
  /** A link beside a tick box was tapped (schema-form emits linkClick, as the checkbox widget does). */
  openLink: (link: FormLink, field: string) => void;
}

/** A link after a tick box's label (`ui:options.links`): its text, and what the page's onLinkClick opens. */
export interface FormLink {
  text: string;
  to?: string;
}

/** schema-form's context of a field's registry; none in a form drawn without schema-form (rjsf's default context is `{}`). */
export const formContextOf = (registry: { formContext?: unknown }): FormContext | undefined =>
  (registry.formContext as Partial<FormContext> | undefined)?.owner ? registry.formContext as FormContext : undefined;

const noSubscription = () => () => undefined;
const NO_OWNER: FormOwner = { get: () => undefined, subscribe: noSubscription };

/** A field's value as the owner holds it now, re-rendering the field (and only it) when it changes. */
export function useOwnedValue(context: FormContext | undefined, path: FieldPath | undefined): unknown {
  const owner = context?.owner ?? NO_OWNER;
  return useSyncExternalStore(owner.subscribe, () => (path && path.length > 0 ? getAtPath(owner.get(), path.join('.')) : undefined));
}

/** A form's owner that also takes the data: the page state at `bind` (a Binding), else the form's own store. */
export interface WritableFormOwner extends FormOwner {
  set(next: FormData): void;
}

/** The form's owner for its life: the binding's page state when the node binds one, else a store of its own. */
export function useFormOwner(binding: Binding | undefined): WritableFormOwner {
  const bound = useRef(binding);
  useLayoutEffect(() => {
    bound.current = binding;
  });
  const [owner] = useState((): WritableFormOwner => {
    let own: unknown = {};
    const listeners = new Set<() => void>();
    return {
      get: () => (bound.current ? bound.current.current() : own),
      subscribe(listener) {
        if (bound.current) return bound.current.subscribe(listener);
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      set(next) {
        if (bound.current) return bound.current.set(next);
        own = next;
        for (const listener of listeners) listener();
      },
    };
  });
  return owner;
}
