import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { SendCodeButton } from '../../widgets/shared/SendCodeButton';
import { BaseInputTemplate } from './inputs';

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

/** What schema-form hands its SMS-code fields through rjsf's formContext. */
export interface SmsCodeContext {
  /** The form data (the send button needs the field the code goes to). */
  formData: WatchedFormData;
  /** The page's send counter (schema-form's `smsSent`): each change starts the countdown. */
  sent: unknown;
  /** Runs the page's onSend action; resolves false when it failed (the button is free again at once). */
  send: (field: string) => Promise<boolean>;
}

const noSubscription = () => () => undefined;

/**
 * An SMS code with 获取验证码 at its right (`"ui:widget": "sms-code"`). The code goes to the number in the
 * field named by `ui:options.sendTo`, so the button waits until that field holds a mobile number; the
 * page sends it in schema-form's onSend and raises `smsSent`, which counts the button down from 60 s.
 */
export function SmsCodeWidget(props: WidgetProps) {
  const context = props.registry.formContext as SmsCodeContext | undefined;
  const sendTo = typeof props.options.sendTo === 'string' ? props.options.sendTo : undefined;
  const target = useSyncExternalStore(context?.formData.subscribe ?? noSubscription, () => (sendTo ? String(context?.formData.get()[sendTo] ?? '') : ''));
  const ready = !sendTo || /^1\d{10}$/.test(target);
  return (
    <div className="rf-sms">
      <BaseInputTemplate {...props} type="text" options={{ ...props.options, inputType: 'tel' }} />
      <SendCodeButton sent={context?.sent} disabled={!context || props.disabled || props.readonly || !ready} onSend={() => context!.send(props.name)} />
    </div>
  );
}
