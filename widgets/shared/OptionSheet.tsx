import { useId, useRef, type KeyboardEvent } from 'react';
import ArcoPopup from '@arco-design/mobile-react/esm/popup';
import '@arco-design/mobile-react/esm/popup/style';
import { cx } from './cx';
import { DialogFrame } from './DialogFrame';
import './option-sheet.css';

interface OptionSheetProps {
  open: boolean;
  title?: string;
  /** The options' display texts. */
  options: readonly string[];
  /** Position of the chosen option, or -1. */
  chosen: number;
  onChoose: (index: number) => void;
  onClose: () => void;
}

/** A bottom sheet listing options, the chosen one ticked: how every select (picker, form select) opens. */
export function OptionSheet({ open, title, options, chosen, onChoose, onClose }: OptionSheetProps) {
  const list = useRef<HTMLUListElement>(null);
  const titleId = useId();
  // A listbox is worked with the keyboard too: arrows move between options, Enter or Space chooses.
  const key = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step) (list.current?.children[index + step] as HTMLElement | undefined)?.focus();
    else if (event.key === 'Enter' || event.key === ' ') onChoose(index);
    else return;
    event.preventDefault();
  };
  const focusable = Math.max(0, chosen);
  return (
    <ArcoPopup visible={open} close={onClose} direction="bottom" needBottomOffset contentClass="option-sheet" getScrollContainer={() => list.current}>
      <DialogFrame labelledBy={title ? titleId : undefined} label="请选择" onClose={onClose}>
        {title && <h2 id={titleId} className="option-sheet__title">{title}</h2>}
        <ul className="option-sheet__options" role="listbox" aria-label={title ?? '请选择'} ref={list}>
          {options.map((text, index) => (
            <li
              key={index}
              role="option"
              aria-selected={index === chosen}
              tabIndex={index === focusable ? 0 : -1}
              className={cx('option-sheet__option', index === chosen && 'option-sheet__option--chosen')}
              onClick={() => onChoose(index)}
              onKeyDown={(event) => key(event, index)}
            >
              {text}
            </li>
          ))}
        </ul>
      </DialogFrame>
    </ArcoPopup>
  );
}
