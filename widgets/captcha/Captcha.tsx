import type { CaptchaProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { TextField } from '../input/TextField';
import './captcha.css';

export default function Captcha({ props, binding, emit, disabled }: WidgetProps<CaptchaProps>) {
  const picture = (
    <button type="button" className="w-captcha__image" aria-label="看不清，换一张" disabled={disabled} onClick={() => void emit('refresh')}>
      {props.image ? <img src={props.image} alt="" /> : <span className="w-captcha__loading">加载中</span>}
    </button>
  );
  return (
    <TextField
      label={props.label ?? '图形验证码'}
      placeholder={props.placeholder ?? '请输入图形验证码'}
      maxLength={props.maxLength ?? 4}
      error={props.error}
      value={binding ? String(binding.value ?? '') : undefined}
      disabled={disabled}
      onChange={(value) => binding?.set(value)}
      append={picture}
    />
  );
}
