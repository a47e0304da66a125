import { useLayoutEffect, useState } from 'react';
import type { HeldTexts } from './typed-text';

type FormData = Record<string, unknown>;

/**
 * The form data as it is now, for a widget to follow one field of it. It is a subscription rather than
 * the data itself: formContext reaches every field, and a value that changed on each keystroke would
 * re-render all of them, past rjsf's skipping of unchanged fields.
 */
export interface WatchedFormData {
  get(): FormData;
  subscribe(listener: () => void): () => void;
}

/** A WatchedFormData of the same identity for the form's life, told of each new `formData` once it renders. */
export function useWatchedFormData(formData: FormData): WatchedFormData {
  const [watched] = useState(() => {
    let current = formData;
    const listeners = new Set<() => void>();
    return {
      get: () => current,
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      set(next: FormData) {
        current = next;
        for (const listener of listeners) listener();
      },
    };
  });
  useLayoutEffect(() => watched.set(formData), [watched, formData]);
  return watched;
}

/** What schema-form hands its fields through rjsf's formContext: the page's side of the SMS code, the picture code and the links. */
export interface FormContext {
  /** Text typed but not yet taken in by the form, handed over before a submit (typed-text.ts). */
  typed: HeldTexts;
  /** The form data (the send button needs the field the code goes to). */
  formData: WatchedFormData;
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

export const noSubscription = () => () => undefined;

