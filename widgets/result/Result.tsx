import type { ResultProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { StatusIcon } from './icons';
import './result.css';

// arco mobile has no Result component: ours follows its look with plain CSS and inline icons.
export default function Result({ props, children }: WidgetProps<ResultProps>) {
  return (
    <section className={`w-result w-result--${props.status}`} role="status">
      <StatusIcon status={props.status} />
      <h2 className="w-result__title">{props.title}</h2>
      {props.desc && <p className="w-result__desc">{props.desc}</p>}
      {children && <div className="w-result__actions">{children}</div>}
    </section>
  );
}
