import type { GridItem, GridProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { asList } from '../shared/bindable';
import { useHeading } from '../shared/heading';
import { Icon } from '../shared/icons/Icon';
import { isIconName } from '../shared/icons/icons';
import '../shared/block.css';
import './grid.css';

// Bound items are data, not checked config: a missing field or unknown icon must not break the grid.
// The icon is decoration; the badge ("3", "新") is read after the entry's text, though drawn on the icon.
function EntryIcon({ item }: { item: GridItem }) {
  return (
    <span className="w-grid__icon">
      <span className="w-grid__glyph" aria-hidden="true">
        {isIconName(item.icon) ? <Icon name={item.icon} /> : <span className="w-grid__letter">{item.text?.slice(0, 1)}</span>}
      </span>
      {item.badge !== undefined && item.badge !== '' && <span className="w-grid__badge">{item.badge}</span>}
    </span>
  );
}

export default function Grid({ props, emit, disabled }: WidgetProps<GridProps>) {
  const items = asList(props.items);
  const Heading = useHeading();
  if (items.length === 0) return null;
  return (
    <section className="w-grid w-block">
      {props.title && <Heading className="w-grid__title">{props.title}</Heading>}
      <div className="w-grid__items" style={{ gridTemplateColumns: `repeat(${props.columns ?? 4}, 1fr)` }}>
        {items.map((item, index) => (
          <button
            type="button"
            key={item.key ?? index}
            className="w-grid__item"
            disabled={disabled}
            onClick={() => void emit('itemClick', { item, index })}
          >
            <span className="w-grid__text">{item.text}</span>
            <EntryIcon item={item} />
          </button>
        ))}
      </div>
    </section>
  );
}
