import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ReactWidgetSpec, WidgetProps } from '../../../runtime/react/types';
import { renderPage } from './render-page';

const Row = ({ props }: WidgetProps<{ text: string }>) => <p>{props.text}</p>;
const widgets: ReactWidgetSpec[] = [{ type: 'row', schema: async () => ({ default: {} }), load: async () => ({ default: Row as never }) }];
const rows = (n: number) => Array.from({ length: n }, (_, index) => ({ id: `P${index + 1}`, name: `保单 ${index + 1}` }));

afterEach(cleanup);

describe('long repeated lists', () => {
  it('paint the first screenful at once and the rest soon after, in order', async () => {
    await renderPage({ data: { policies: { static: rows(1000) } }, body: [{ type: 'row', repeat: '{{ data.policies }}', props: { text: '{{ item.name }}' } }] }, widgets);
    const shown = screen.getAllByText(/^保单 \d+$/).length;
    expect(shown).toBeGreaterThanOrEqual(20);
    expect(shown).toBeLessThan(1000);
    // How soon is the bench's to measure (npm run bench); here, that the rest comes at all, on a loaded runner too.
    await waitFor(() => expect(screen.getAllByText(/^保单 \d+$/)).toHaveLength(1000), { timeout: 15_000 });
    const texts = screen.getAllByText(/^保单 \d+$/).map((element) => element.textContent);
    expect(texts.slice(0, 3)).toEqual(['保单 1', '保单 2', '保单 3']);
    expect(texts.at(-1)).toBe('保单 1000');
  });

  it('render a short list whole, with nothing after it', async () => {
    const { container } = await renderPage({ data: { policies: { static: rows(5) } }, body: [{ type: 'row', repeat: '{{ data.policies }}', props: { text: '{{ item.name }}' } }] }, widgets);
    expect(screen.getAllByText(/^保单 \d+$/)).toHaveLength(5);
    expect(container.querySelector('.repeat-more')).toBeNull();
  });
});
