import type { KeyValueProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { asList } from '../shared/bindable';
import { useHeading } from '../shared/heading';
import { unbroken } from '../shared/unbroken';
import '../shared/block.css';
import './key-value.css';

// Bound data is not schema-checked, so the link scheme is checked again here (no javascript: URLs).
const SAFE_HREF = /^(tel:|mailto:|https:\/\/)/i;

export default function KeyValue({ props }: WidgetProps<KeyValueProps>) {
  const items = asList(props.items);
  const Heading = useHeading();
  if (items.length === 0) return null;
  return (
    <section className={`w-key-value w-key-value--${props.labelWidth ?? 'normal'} w-block`}>
      {props.title && <Heading className="w-key-value__title">{props.title}</Heading>}
      <dl className="w-key-value__list">
        {items.map((item, index) => (
          <div className="w-key-value__row" key={index}>
            <dt>{item.label}</dt>
            <dd>
              {item.href && SAFE_HREF.test(item.href) ? (
                <a href={item.href} rel="noopener noreferrer">{unbroken(String(item.value ?? ''))}</a>
              ) : (
                unbroken(String(item.value ?? ''))
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
