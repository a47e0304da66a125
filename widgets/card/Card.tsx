import type { KeyboardEvent } from 'react';
import type { CardProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { cx } from '../shared/cx';
import '../shared/block.css';
import './card.css';

export default function Card({ props, children, emit, handles, disabled }: WidgetProps<CardProps>) {
  const clickable = handles('click') && !disabled;
  const click = clickable ? () => void emit('click') : undefined;
  const key = clickable ? (event: KeyboardEvent) => { if (event.key === 'Enter') void emit('click'); } : undefined;
  return (
    <section className={cx('w-card w-block w-flatten', clickable && 'w-card--clickable')} onClick={click} onKeyDown={key} role={clickable ? 'button' : undefined} tabIndex={clickable ? 0 : undefined}>
      {(props.title || props.extra) && (
        <header className="w-card__head">
          <h3 className="w-card__title">{props.title}</h3>
          {props.extra && <span className={cx('w-card__extra', clickable && 'w-card__extra--arrow')}>{props.extra}</span>}
        </header>
      )}
      <div className="w-card__body">{children}</div>
    </section>
  );
}
