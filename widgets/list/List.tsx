import type { ListProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { cx } from '../shared/cx';
import { Subheadings, useHeading } from '../shared/heading';
import '../shared/block.css';
import './list.css';

export default function List({ props, children }: WidgetProps<ListProps>) {
  const variant = props.variant ?? 'card';
  const Heading = useHeading();
  return (
    <section className={cx('w-list', `w-list--${variant}`)}>
      {props.header && <Heading className="w-list__header">{props.header}</Heading>}
      {/* The empty text is CSS-only (:empty) because rows are separate nodes that may each render nothing. */}
      <div className={cx('w-list__body', variant === 'card' && 'w-block w-flatten')} data-empty={props.empty ?? '暂无数据'}>
        {props.header ? <Subheadings>{children}</Subheadings> : children}
      </div>
    </section>
  );
}
