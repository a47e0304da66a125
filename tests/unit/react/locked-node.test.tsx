import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { ReactWidgetSpec, WidgetProps } from '../../../runtime/react/types';
import { renderPage } from './render-page';

const Props = ({ props }: WidgetProps<Record<string, unknown>>) => <p>{JSON.stringify(props)}</p>;
const widgets: ReactWidgetSpec[] = [{ type: 'props', schema: async () => ({ default: {} }), load: async () => ({ default: Props as never }) }];

afterEach(cleanup);

describe('a locked node in the portal', () => {
  it('is drawn as it would be unlocked: the mark is not a prop of its widget', async () => {
    await renderPage({ body: [{ type: 'props', locked: true, props: { text: '风险提示' } }] }, widgets);
    expect(screen.getByText('{"text":"风险提示"}')).toBeTruthy();
  });
});
