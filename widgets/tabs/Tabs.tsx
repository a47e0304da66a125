import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import ArcoTabs, { type TabsRef } from '@arco-design/mobile-react/esm/tabs';
import '@arco-design/mobile-react/esm/tabs/style';
import type { TabsProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { asList } from '../shared/bindable';
import { useRefitOnWidth } from '../shared/useRefitOnWidth';
import './tabs.css';

export default function Tabs({ props, children, emit, disabled }: WidgetProps<TabsProps>) {
  const tabs = asList(props.tabs);
  // The bar switches at once even before (or without) page state following through onChange.
  const [selected, setSelected] = useState(props.active);
  const [lastActive, setLastActive] = useState(props.active);
  if (props.active !== lastActive) {
    setLastActive(props.active);
    setSelected(props.active);
  }
  const index = Math.max(0, tabs.findIndex((tab) => tab.key === selected));
  // arco re-measures the bar whenever `tabs` changes identity, and props are re-resolved on every render.
  const titleKey = tabs.map((tab) => tab.title).join('\n');
  const titles = useMemo(() => (titleKey ? titleKey.split('\n').map((title) => ({ title })) : []), [titleKey]);
  // arco places the underline on the window's resize event, which can come before the page has its new root
  // size: a new width of the bar (a tablet turned) places it again.
  const bar = useRef<TabsRef>(null);
  useRefitOnWidth(() => bar.current?.dom, () => bar.current?.updateLayout());

  const change = (next: number) => {
    const tab = tabs[next];
    if (!tab || next === index) return;
    setSelected(tab.key);
    void emit('change', { key: tab.key, index: next });
  };

  // arco's tab cells take taps only: Enter or Space chooses the focused tab, the arrows choose the next one.
  const key = (event: KeyboardEvent<HTMLElement>) => {
    const all = [...(event.currentTarget.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const at = all.indexOf(event.currentTarget);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const target = step ? all[(at + step + all.length) % all.length] : event.key === 'Enter' || event.key === ' ' ? event.currentTarget : undefined;
    if (!target) return;
    event.preventDefault();
    target.click();
    target.focus();
  };

  if (tabs.length === 0) return <>{children}</>;
  return (
    <div className="w-tabs">
      <ArcoTabs
        ref={bar}
        tabs={titles}
        activeTab={index}
        type={props.type ?? 'line-divide'}
        disabled={disabled}
        swipeable={false}
        onChange={(_tab, next) => change(next)}
        renderTabBarInner={(inner) => <div role="tablist" className="w-tabs__list">{inner}</div>}
        renderTabBarItem={(tab, _index, { active }) => (
          <span role="tab" aria-selected={active} tabIndex={active ? 0 : -1} onKeyDown={key} className={active ? 'w-tabs__tab w-tabs__tab--active' : 'w-tabs__tab'}>
            {typeof tab === 'string' ? tab : tab.title}
          </span>
        )}
      />
      <div className="w-tabs__body">{children}</div>
    </div>
  );
}
