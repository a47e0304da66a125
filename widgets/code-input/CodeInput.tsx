import { useEffect, useRef, useState } from 'react';
import { useCountdown } from '../shared/useCountdown';
import type { CodeInputProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { asFlag } from '../shared/bindable';
import { TextField } from '../input/TextField';
import './code-input.css';

export default function CodeInput({ props, binding, emit, disabled }: WidgetProps<CodeInputProps>) {
  const [sending, setSending] = useState(false);
  const running = useRef(false);
  const [seconds, startCountdown] = useCountdown();
  const seenSent = useRef(props.sent);
  // A new `sent` value means the page's send action succeeded: start counting from now.
  useEffect(() => {
    if (props.sent === seenSent.current) return;
    seenSent.current = props.sent;
    startCountdown(props.countdown ?? 60);
  }, [props.sent]);

  const blocked = disabled || asFlag(props.sendDisabled) || sending || seconds > 0;
  const send = async () => {
    if (running.current || blocked) return;
    running.current = true;
    setSending(true);
    try {
      await emit('send');
    } finally {
      running.current = false;
      setSending(false);
    }
  };
  const change = (value: string) => {
    binding?.set(value);
    void emit('change', { value });
  };
  const text = sending ? '发送中…' : seconds > 0 ? `${seconds}s后重发` : props.sendText ?? '获取验证码';

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
      append={<button type="button" className="w-code-input__send" disabled={blocked} onClick={() => void send()}>{text}</button>}
    />
  );
}
