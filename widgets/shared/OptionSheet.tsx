import { useRef } from 'react';
import ArcoPopup from '@arco-design/mobile-react/esm/popup';
import '@arco-design/mobile-react/esm/popup/style';
import { cx } from './cx';
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
  return (
    <ArcoPopup visible={open} close={onClose} direction="bottom" needBottomOffset contentClass="option-sheet" getScrollContainer={() => list.current}>
      <h3 className="option-sheet__title">{title}</h3>
      <ul className="option-sheet__options" role="listbox" aria-label={title} ref={list}>
        {options.map((text, index) => (
          <li key={index} role="option" aria-selected={index === chosen} className={cx('option-sheet__option', index === chosen && 'option-sheet__option--chosen')} onClick={() => onChoose(index)}>
            {text}
          </li>
        ))}
      </ul>
    </ArcoPopup>
  );
}
