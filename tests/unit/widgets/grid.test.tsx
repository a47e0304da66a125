import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Grid from '../../../widgets/grid/Grid';
import schema from '../../../widgets/grid/props.schema.json';
import { ICONS } from '../../../widgets/shared/icons/icons';
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

  it('draws a named icon as inline SVG: the gradient frame and the glyph, hidden from screen readers', () => {
    const { container } = renderWidget(Grid, { items: [{ text: '我的保单', icon: 'policy' }, { text: '理赔服务', icon: 'claim' }] });
    const [policy, claim] = container.querySelectorAll('svg');
    expect(policy.getAttribute('aria-hidden')).toBe('true');
    expect(policy.querySelector('path')?.getAttribute('d')).toBe(ICONS.policy.path);
    expect(policy.querySelector('stop')?.getAttribute('stop-color')).toBe(ICONS.policy.colors[0]);
    // Each frame fills from its own gradient.
    const fill = (svg: Element) => svg.querySelector('rect')?.getAttribute('fill');
    expect(fill(policy)).toBe(`url(#${policy.querySelector('linearGradient')?.id})`);
    expect(fill(policy)).not.toBe(fill(claim));
    expect(container.querySelector('img')).toBeNull();
  });

  it('offers exactly the icon set\'s names in its props schema', () => {
    const icon = schema.properties.items.oneOf[0].items!.properties.icon;
    expect(icon.enum).toEqual(Object.keys(ICONS));
  });
});
