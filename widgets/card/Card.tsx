import { useId } from 'react';
import type { CardProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { cx } from '../shared/cx';
import { Subheadings, useHeading } from '../shared/heading';
import '../shared/block.css';
import './card.css';

/**
 * A tappable card is not itself a button (its children may hold buttons and links): its title is the
 * button, and the button's tap area is stretched over the whole card by CSS. A card without a title
 * gets a button over it named by its content.
 */
export default function Card({ props, children, emit, handles, disabled }: WidgetProps<CardProps>) {
  const id = useId();
  const Heading = useHeading();
  const clickable = handles('click') && !disabled;
  const click = () => void emit('click');
  const extraId = props.extra ? `${id}-extra` : undefined;
  const title = clickable && props.title
    ? <button type="button" className="w-card__hit" aria-describedby={extraId} onClick={click}>{props.title}</button>
    : props.title;
  return (
    <section className={cx('w-card w-block w-flatten', clickable && 'w-card--clickable')}>
      {clickable && !props.title && <button type="button" className="w-card__hit w-card__hit--cover" aria-labelledby={`${id}-body`} onClick={click} />}
      {(props.title || props.extra) && (
        <header className="w-card__head">
          <Heading className="w-card__title">{title}</Heading>
          {props.extra && <span id={extraId} className={cx('w-card__extra', clickable && 'w-card__extra--arrow')}>{props.extra}</span>}
        </header>
      )}
      <div id={`${id}-body`} className="w-card__body">{props.title ? <Subheadings>{children}</Subheadings> : children}</div>
    </section>
  );
}
