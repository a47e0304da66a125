import type { WidgetProps } from '@rjsf/utils';
import { SendCodeButton } from '../shared/SendCodeButton';
import { BaseInputTemplate } from './inputs';
import { formContextOf, useOwnedValue } from './form-context';

/**
 * An SMS code with 获取验证码 at its right (`"ui:widget": "sms-code"`). The code goes to the number in the
 * field named by `ui:options.sendTo`, so the button waits until that field holds a mobile number, and
 * until the field `ui:options.after` names (a picture code) is filled; the page sends it in
 * schema-form's onSend and raises `smsSent`, which counts the button down from 60 s.
 */
export function SmsCodeWidget(props: WidgetProps) {
  const context = formContextOf(props.registry);
  const fieldPath = (option: unknown) => (typeof option === 'string' ? [option] : undefined);
  const target = String(useOwnedValue(context, fieldPath(props.options.sendTo)) ?? '');
  const before = String(useOwnedValue(context, fieldPath(props.options.after)) ?? '');
  const ready = (typeof props.options.sendTo !== 'string' || /^1\d{10}$/.test(target)) && (typeof props.options.after !== 'string' || before !== '');
  return (
    <div className="rf-sms">
      <BaseInputTemplate {...props} type="text" options={{ ...props.options, inputType: 'tel' }} />
      <SendCodeButton sent={context?.sent} disabled={!context || props.disabled || props.readonly || !ready} onSend={() => context!.send(props.name)} />
    </div>
  );
}
