import type { TabBarItem } from '../../schemas/generated/widgets';

type IconName = NonNullable<TabBarItem['icon']>;

// 24×24 outline glyphs in the text colour; the active tab also gets a light fill.
const PATHS: Record<IconName, string> = {
  home: 'M3.5 10.5 12 3.5l8.5 7V20a.5.5 0 0 1-.5.5h-5v-6h-6v6H4a.5.5 0 0 1-.5-.5z',
  shield: 'M12 2.75 19.5 5.5v5.75c0 4.6-3.1 8.4-7.5 9.98-4.4-1.58-7.5-5.38-7.5-9.98V5.5zM8.75 12l2.25 2.25 4.25-4.5',
  heart: 'M12 20.25s-8.25-4.9-8.25-10.6A4.4 4.4 0 0 1 8.1 5.25c1.6 0 3 .85 3.9 2.2.9-1.35 2.3-2.2 3.9-2.2a4.4 4.4 0 0 1 4.35 4.4c0 5.7-8.25 10.6-8.25 10.6z',
  user: 'M12 12.25a4.25 4.25 0 1 0 0-8.5 4.25 4.25 0 0 0 0 8.5zM3.75 20.5c.6-3.9 4-6.5 8.25-6.5s7.65 2.6 8.25 6.5',
};

export function TabIcon({ name, active }: { name: IconName; active: boolean }) {
  return (
    <svg className="w-tab-bar__icon" viewBox="0 0 24 24" aria-hidden="true" fill={active ? 'currentColor' : 'none'} fillOpacity={0.14} stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[name]} />
    </svg>
  );
}
