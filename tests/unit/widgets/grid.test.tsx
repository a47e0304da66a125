import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Grid from '../../../widgets/grid/Grid';
import { renderWidget } from './render-widget';

const items = [
  { text: '我的保单', key: 'policy', link: '/me/policies' },
  { text: '理赔报案', key: 'claim', badge: '快' },
];

describe('grid', () => {
  it('emits itemClick with the tapped entry and its position', () => {
    const { getByRole, emit } = renderWidget(Grid, { items }, { handles: ['itemClick'] });
    fireEvent.click(getByRole('button', { name: /理赔报案/ }));
    expect(emit).toHaveBeenCalledWith('itemClick', { item: items[1], index: 1 });
  });

  it('shows the badge and a letter icon when an entry has no image', () => {
    const { getByText } = renderWidget(Grid, { items });
    expect(getByText('快')).toBeTruthy();
    expect(getByText('我')).toBeTruthy();
  });

  it('renders nothing when the bound items are not a list', () => {
    const { container } = renderWidget(Grid, { items: undefined as unknown as [] });
    expect(container.innerHTML).toBe('');
  });
});
