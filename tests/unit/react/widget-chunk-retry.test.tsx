import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactWidgetSpec, WidgetProps } from '../../../runtime/react/types';
import { coreExtensions } from '../core/registry/core-extensions';
import { renderPage } from './render-page';

const Banner = ({ props }: WidgetProps<{ text: string }>) => <p>{props.text}</p>;

describe('a widget chunk that fails to load', () => {
  it('shows the node error with 重试, and retrying loads the chunk again and renders the node', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<ReactWidgetSpec['load']>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: Banner as never });
    const banner: ReactWidgetSpec = { type: 'banner', schema: async () => ({ default: {} }), load };
    // Not loaded beforehand: the node loads its widget itself (and suspends, hence the awaited act).
    await act(() => renderPage({ body: [{ type: 'banner', props: { text: '新春特惠' } }] }, [], { extensions: coreExtensions([banner]) }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch dynamically imported module');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重试' })));
    expect(await screen.findByText('新春特惠')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
