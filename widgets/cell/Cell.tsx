import { useEffect, useRef, type RefObject } from 'react';
import ArcoCell, { type CellRef } from '@arco-design/mobile-react/esm/cell';
import '@arco-design/mobile-react/esm/cell/style';
import type { CellProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { cx } from '../shared/cx';
import { unbroken } from '../shared/unbroken';
import './cell.css';

/** arco's row takes no role or keyboard props: a tappable one becomes a button, reachable and named. */
function useButtonRole(cell: RefObject<CellRef | null>, enabled: boolean) {
  useEffect(() => {
    const dom = cell.current?.dom;
    if (!dom || !enabled) return;
    dom.setAttribute('role', 'button');
    dom.tabIndex = 0;
    const key = (event: KeyboardEvent) => {
      if (event.target !== dom || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      dom.click();
    };
    dom.addEventListener('keydown', key);
    return () => {
      dom.removeAttribute('role');
      dom.removeAttribute('tabindex');
      dom.removeEventListener('keydown', key);
    };
  }, [cell, enabled]);
}

// Characters in a value short enough to keep on one line (cell.css).
const SHORT_TEXT = 8;
const isShort = (text: string | undefined) => text !== undefined && [...text].length <= SHORT_TEXT;

export default function Cell({ props, emit, handles, disabled }: WidgetProps<CellProps>) {
  const clickable = handles('click') && !disabled;
  const cell = useRef<CellRef>(null);
  useButtonRole(cell, clickable);
  return (
    <ArcoCell
      ref={cell}
      label={props.label}
      desc={props.desc && unbroken(props.desc)}
      // arco's own cell-text, drawn here so its amounts and numbers stay whole on a narrow line.
      children={props.text ? <div className="cell-text">{unbroken(props.text)}</div> : undefined}
      icon={props.icon ? <img src={props.icon} alt="" className="w-cell__icon" /> : undefined}
      showArrow={props.showArrow ?? clickable}
      onClick={clickable ? () => void emit('click') : undefined}
      className={cx('w-cell', clickable && 'w-cell--clickable', !props.text && 'w-cell--label-only', isShort(props.text) && 'w-cell--short-text')}
    />
  );
}
