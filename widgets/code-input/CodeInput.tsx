import type { CodeInputProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { asFlag } from '../shared/bindable';
import { SendCodeButton } from '../shared/SendCodeButton';
import { TextField } from '../input/TextField';

export default function CodeInput({ props, binding, emit, disabled }: WidgetProps<CodeInputProps>) {
  const change = (value: string) => {
    binding?.set(value);
    void emit('change', { value });
  };
  return (
    <TextField
      label={props.label ?? '验证码'}
      placeholder={props.placeholder ?? '请输入短信验证码'}
      type="digit"
      maxLength={props.maxLength ?? 6}
      error={props.error}
      value={binding ? String(binding.value ?? '') : undefined}
      disabled={disabled}
      onChange={change}
      append={
        <SendCodeButton
          sent={props.sent}
          countdown={props.countdown ?? 60}
          text={props.sendText ?? '获取验证码'}
          disabled={disabled || asFlag(props.sendDisabled)}
          onSend={() => emit('send')}
        />
      }
    />
  );
}
