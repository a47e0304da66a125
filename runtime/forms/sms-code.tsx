import type { WidgetProps } from '@rjsf/utils';
import { SendCodeButton } from '../../widgets/shared/SendCodeButton';
import { BaseInputTemplate } from './inputs';

/** What schema-form hands its SMS-code fields through rjsf's formContext. */
export interface SmsCodeContext {
  /** The form data as it is now (the send button needs the field the code goes to). */
  formData: Record<string, unknown>;
  /** The page's send counter (schema-form's `smsSent`): each change starts the countdown. */
  sent: unknown;
  /** Runs the page's onSend action; resolves false when it failed (the button is free again at once). */
  send: (field: string) => Promise<boolean>;
}

/**
 * An SMS code with 获取验证码 at its right (`"ui:widget": "sms-code"`). The code goes to the number in the
 * field named by `ui:options.sendTo`, so the button waits until that field holds a mobile number; the
 * page sends it in schema-form's onSend and raises `smsSent`, which counts the button down from 60 s.
 */
export function SmsCodeWidget(props: WidgetProps) {
  const context = props.registry.formContext as SmsCodeContext | undefined;
  const sendTo = typeof props.options.sendTo === 'string' ? props.options.sendTo : undefined;
  const ready = !sendTo || /^1\d{10}$/.test(String(context?.formData[sendTo] ?? ''));
  return (
    <div className="rf-sms">
      <BaseInputTemplate {...props} type="text" options={{ ...props.options, inputType: 'tel' }} />
      <SendCodeButton sent={context?.sent} disabled={!context || props.disabled || props.readonly || !ready} onSend={() => context!.send(props.name)} />
    </div>
  );
}
