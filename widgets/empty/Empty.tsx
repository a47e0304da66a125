import type { EmptyProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { EmptyIllustration } from '../shared/EmptyIllustration';
import { unbroken } from '../shared/unbroken';
import './empty.css';

export default function Empty({ props, children }: WidgetProps<EmptyProps>) {
  return (
    <section className="w-empty">
      {props.image ? <img className="w-empty__image" src={props.image} alt="" /> : <EmptyIllustration className="w-empty__image" />}
      <p className="w-empty__text">{unbroken(props.text ?? '暂无数据')}</p>
      {children && <div className="w-empty__actions">{children}</div>}
    </section>
  );
}
