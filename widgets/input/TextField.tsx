import { useId, useRef, type ReactNode } from 'react';
import ArcoInput, { type InputRef } from '@arco-design/mobile-react/esm/input';
import '@arco-design/mobile-react/esm/input/style';
import type { InputProps } from '../../schemas/generated/widgets';
import { cx } from '../shared/cx';
import { useNoSearchRole } from '../shared/useNoSearchRole';
import '../shared/block.css';
import './input.css';

type Kind = NonNullable<InputProps['type']>;

// Each kind's native type, keyboard and what may be typed (anything else is refused as it is typed).
const KINDS: Record<Kind, { type: string; inputMode?: 'numeric' | 'decimal' | 'tel'; allow?: RegExp }> = {
  text: { type: 'text' },
  password: { type: 'password' },
  tel: { type: 'tel', inputMode: 'tel', allow: /^\d*$/ },
  digit: { type: 'text', inputMode: 'numeric', allow: /^\d*$/ },
  number: { type: 'text', inputMode: 'decimal', allow: /^\d*\.?\d*$/ },
};

export interface TextFieldProps extends Omit<InputProps, 'type' | 'linkText'> {
  type?: Kind;
  /** The shown value; undefined leaves the field to keep its own. */
  value?: string;
  disabled: boolean;
  onChange: (value: string) => void;
  onEnter?: (value: string) => void;
  /** Content at the right end of the row (a send button, a captcha image). */
  append?: ReactNode;
}

/** The row shared by the input widgets: label, arco input, optional right-hand content and error line. */
export function TextField({ label, placeholder, type = 'text', maxLength, clearable, prefix, error, value, disabled, onChange, onEnter, append }: TextFieldProps) {
  const id = useId();
  const field = useRef<InputRef>(null);
  useNoSearchRole(field);
  const kind = KINDS[type];
  return (
    <div className={cx('w-input w-block', disabled && 'w-input--disabled')}>
      <div className="w-input__row">
        {label && <label className="w-input__label" htmlFor={id}>{label}</label>}
        <ArcoInput
          ref={field}
          id={id}
          className="w-input__field"
          border="none"
          type={kind.type}
          nativeProps={{ inputMode: kind.inputMode, autoComplete: type === 'password' ? 'current-password' : 'off' }}
          validator={kind.allow}
          value={value}
          placeholder={placeholder}
          maxLength={maxLength}
          clearable={clearable}
          prefix={prefix ? <span className="w-input__prefix">{prefix}</span> : undefined}
          disabled={disabled}
          ariaLabel={label ? undefined : placeholder}
          onChange={(_event, next) => onChange(next)}
          onPressEnter={onEnter ? (event) => onEnter(event.currentTarget.value) : undefined}
        />
        {append}
      </div>
      {error && <p className="w-input__error" role="alert">{error}</p>}
    </div>
  );
}
