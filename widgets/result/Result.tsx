import type { ResultProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { useHeading } from '../shared/heading';
import { StatusIcon } from './icons';
import { unbroken } from '../shared/unbroken';
import './result.css';

// arco mobile has no Result component: ours follows its look with plain CSS and inline icons.
export default function Result({ props, children }: WidgetProps<ResultProps>) {
  const Heading = useHeading();
  return (
    <section className={`w-result w-result--${props.status}`} role="status">
      <StatusIcon status={props.status} />
      <Heading className="w-result__title">{props.title}</Heading>
      {props.desc && <p className="w-result__desc">{unbroken(props.desc)}</p>}
      {children && <div className="w-result__actions">{children}</div>}
    </section>
  );
}
