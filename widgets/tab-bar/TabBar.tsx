import ArcoTabBar from '@arco-design/mobile-react/esm/tab-bar';
import '@arco-design/mobile-react/esm/tab-bar/style';
import type { TabBarProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { asList } from '../shared/bindable';
import { TabIcon } from './icons';
import './tab-bar.css';

export default function TabBar({ props, emit, disabled }: WidgetProps<TabBarProps>) {
  const items = asList(props.items);
  if (items.length === 0) return null;
  const active = items.findIndex((item) => item.key === props.active);

  // arco calls onChange only for a tab other than the active one; the highlight follows `active`, i.e. the page shown.
  const change = (index: number) => {
    const item = items[index];
    if (item && !disabled) void emit('change', { item, key: item.key, index });
  };

  return (
    <nav className="w-tab-bar" aria-label="主导航">
      {/* Keeps the page's last content clear of the fixed bar. */}
      <div className="w-tab-bar__spacer" aria-hidden="true" />
      <ArcoTabBar className="w-tab-bar__bar" activeIndex={active} onChange={change}>
        {items.map((item, index) => (
          <ArcoTabBar.Item
            key={item.key ?? index}
            child={(isActive: boolean) => (
              <button type="button" className="w-tab-bar__item" aria-current={isActive ? 'page' : undefined} disabled={disabled}>
                {item.icon && <TabIcon name={item.icon} active={isActive} />}
                <span className="w-tab-bar__title">{item.title}</span>
              </button>
            )}
          />
        ))}
      </ArcoTabBar>
    </nav>
  );
}
