import { useLayoutEffect, useRef, useState, type FocusEvent, type InputHTMLAttributes } from 'react';
import IconClear from '@arco-design/mobile-react/esm/icon/IconClear';
import '@arco-design/mobile-react/esm/input/style';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'className'>;

/** A field's text where the form keeps it: what it holds now, and a way to hear each change. */
export interface OwnedText {
  read(): string;
  subscribe(listener: () => void): () => void;
}

export interface LineInputProps extends NativeProps {
  text: OwnedText;
  /** Writes what is typed (or the emptied field). */
  onText(text: string): void;
  clearable: boolean;
  onBlur(event: FocusEvent<HTMLInputElement>): void;
  onFocus(event: FocusEvent<HTMLInputElement>): void;
}

/**
 * A one-line field drawn as arco's Input (its markup and look, with the clear button while focused). Its
 * box shows what is typed by itself and the key is written where the form keeps it, so a keystroke renders
 * nothing; text written there otherwise (a draft restored, a reset, a birth date read from an ID number)
 * is put in the box. arco's Input is drawn again, with the field around it, on every key.
 */
export function LineInput({ text, onText, clearable, onBlur, onFocus, disabled, ...native }: LineInputProps) {
  const box = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  useLayoutEffect(() => {
    const show = () => {
      const held = text.read();
      if (box.current && box.current.value !== held) box.current.value = held;
    };
    show();
    return text.subscribe(show);
  }, [text]);
  const clear = () => {
    if (box.current) box.current.value = '';
    onText('');
  };
  return (
    <div className="arco-input-container all-border-box rf-input">
      <div className={`arco-input-wrap text single-line border-none${disabled ? ' disabled' : ''}`}>
        <input
          {...native}
          ref={box}
          className="arco-input"
          defaultValue={text.read()}
          disabled={disabled}
          onChange={(event) => onText(event.currentTarget.value)}
          onFocus={(event) => {
            setFocused(true);
            onFocus(event);
          }}
          onBlur={(event) => {
            setFocused(false);
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
