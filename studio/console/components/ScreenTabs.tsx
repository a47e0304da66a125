import { useRef, type KeyboardEvent, type ReactNode } from 'react';

interface Props<K extends string> {
  /** What the tabs are for, read out with the tab list. */
  label: string;
  tabs: ReadonlyArray<readonly [K, string]>;
  active: K;
  onChange(key: K): void;
  /** The open tab's content; the others are not rendered. */
  children: ReactNode;
}

/**
 * A screen's tabs as WAI-ARIA's tab pattern has them (arco's Tabs leave their tabs without a tab list): a
 * tab list whose arrow keys, Home and End move between tabs, and the open tab's panel.
 */
export function ScreenTabs<K extends string>({ label, tabs, active, onChange, children }: Props<K>) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex(([key]) => key === active);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const [key] = tabs[(next + tabs.length) % tabs.length];
    onChange(key);
    list.current?.querySelector<HTMLElement>(`#tab-${key}`)?.focus();
  };
  return (
    <div className="console-tabs">
      <div className="console-tabs__list" role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown}>
        {tabs.map(([key, title]) => (
          <button
            key={key} id={`tab-${key}`} type="button" role="tab" aria-selected={key === active} aria-controls={`panel-${key}`} tabIndex={key === active ? 0 : -1}
            className="console-tabs__tab" onClick={() => onChange(key)}
          >
            {title}
          </button>
        ))}
      </div>
      <div className="console-tabs__panel" role="tabpanel" id={`panel-${active}`} aria-labelledby={`tab-${active}`}>{children}</div>
    </div>
  );
}
