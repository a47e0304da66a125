import { useLayoutEffect, useRef, useState, type FocusEvent, type InputHTMLAttributes } from 'react';
import IconClear from '@arco-design/mobile-react/esm/icon/IconClear';
import '@arco-design/mobile-react/esm/input/style';
import type { HeldText } from './typed-text';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'className'>;

export interface LineInputProps extends NativeProps {
  /** The field's value as the form holds it: written into the box when it changes from outside (a draft, a reset). */
  formText: string;
  /** The text typed, held until the form takes it (typed-text.ts). */
  field: HeldText;
  clearable: boolean;
  onBlur(event: FocusEvent<HTMLInputElement>): void;
  onFocus(event: FocusEvent<HTMLInputElement>): void;
}

/**
 * A one-line field drawn as arco's Input (its markup and look, with the clear button while focused) whose
 * box keeps what is typed: a keystroke re-renders nothing. arco's Input holds its text in React state and
 * is drawn again, with the field around it, on every key; in a long form that stood between the key and
 * the screen.
 */
export function LineInput({ formText, field, clearable, onBlur, onFocus, disabled, ...native }: LineInputProps) {
  const box = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  useLayoutEffect(() => {
    if (box.current && !field.holding() && box.current.value !== formText) box.current.value = formText;
  }, [formText, field]);
  const clear = () => {
    if (!box.current) return;
    box.current.value = '';
    field.hold('');
    field.settle();
  };
  return (
    <div className="arco-input-container all-border-box rf-input">
      <div className={`arco-input-wrap text single-line border-none${disabled ? ' disabled' : ''}`}>
        <input
          {...native}
          ref={box}
          className="arco-input"
          defaultValue={formText}
          disabled={disabled}
          onChange={(event) => field.hold(event.currentTarget.value)}
          onFocus={(event) => {
            setFocused(true);
            onFocus(event);
          }}
          onBlur={(event) => {
            setFocused(false);
            field.settle();
            onBlur(event);
          }}
        />
        {clearable && focused && (
          // Pressing it keeps the focus in the box (no blur), as arco's does.
          <div className="arco-input-clear" role="button" aria-label="清除内容" onMouseDown={(event) => event.preventDefault()} onClick={clear}>
            <IconClear aria-hidden="true" />
          </div>
        )}
      </div>
    </div>
  );
}
