import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import TabBar from '../../../widgets/tab-bar/TabBar';
import type { TabBarItem } from '../../../schemas/generated/widgets';
import { renderWidget } from './render-widget';

const items: TabBarItem[] = [
  { title: '首页', key: 'share', to: '/share-home', icon: 'home' },
  { title: '专属', key: 'exclusive', to: '/exclusive-home', icon: 'shield' },
  { title: '守护', key: 'guard', to: '/guard-home', icon: 'heart' },
  { title: '我的', key: 'me', to: '/me/info' },
];

describe('tab-bar', () => {
  it('marks the active tab as the current page', () => {
    const { getByRole } = renderWidget(TabBar, { items, active: 'guard' });
    expect(getByRole('button', { name: '守护' }).getAttribute('aria-current')).toBe('page');
    expect(getByRole('button', { name: '首页' }).getAttribute('aria-current')).toBeNull();
  });

  it('emits change with the tapped tab, its key and position', () => {
    const { getByRole, emit } = renderWidget(TabBar, { items, active: 'share' }, { handles: ['change'] });
    fireEvent.click(getByRole('button', { name: '我的' }));
    expect(emit).toHaveBeenCalledWith('change', { item: items[3], key: 'me', index: 3 });
  });

  it('does not emit when the active tab is tapped again', () => {
    const { getByRole, emit } = renderWidget(TabBar, { items, active: 'share' }, { handles: ['change'] });
    fireEvent.click(getByRole('button', { name: '首页' }));
    expect(emit).not.toHaveBeenCalled();
  });

  it('draws the built-in icon of tabs that name one, and none for the others', () => {
    const { getByRole } = renderWidget(TabBar, { items, active: 'share' });
    expect(getByRole('button', { name: '专属' }).querySelector('svg')).not.toBeNull();
    expect(getByRole('button', { name: '我的' }).querySelector('svg')).toBeNull();
  });

  it('ignores taps while disabled', () => {
    const { getByText, emit } = renderWidget(TabBar, { items, active: 'share' }, { handles: ['change'], disabled: true });
    fireEvent.click(getByText('守护'));
    expect(emit).not.toHaveBeenCalled();
  });

  it('renders nothing when the bound items are not a list', () => {
    const { container } = renderWidget(TabBar, { items: undefined as unknown as [] });
    expect(container.innerHTML).toBe('');
  });
});
