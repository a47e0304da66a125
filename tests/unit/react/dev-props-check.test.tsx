import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ReactWidgetSpec, WidgetProps } from '../../../runtime/react/types';
import { renderPage } from './render-page';

const Title = ({ props }: WidgetProps<{ title: string }>) => <h2>{String(props.title)}</h2>;
const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { type: 'string' },
    open: { oneOf: [{ type: 'boolean' }, { type: 'string', pattern: '^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$' }] },
  },
};
const widgets: ReactWidgetSpec[] = [{ type: 'title', schema: async () => ({ default: schema }), load: async () => ({ default: Title as never }) }];

afterEach(cleanup);

describe('the development check of resolved props', () => {
  it('reports a prop of the wrong type at its config path, and nothing for the props that match', async () => {
    const reportProblem = vi.fn();
    await renderPage({
      state: { open: 'yes', shown: true },
      body: [
        { type: 'title', props: { title: '我的保单', open: '{{ state.shown }}' } },
        { type: 'title', props: { title: 7 } },
        { type: 'title', props: { title: '保全', open: '{{ state.open }}' } },
      ],
    }, widgets, { reportProblem });
    await waitFor(() => expect(reportProblem).toHaveBeenCalledTimes(2));
    expect(reportProblem).toHaveBeenCalledWith({ kind: 'props', configPath: '/body/1/props/title', message: 'must be string' });
    expect(reportProblem).toHaveBeenCalledWith({ kind: 'props', configPath: '/body/2/props/open', message: 'the expression gave "yes": must be boolean' });
    expect(screen.getByText('7')).toBeTruthy();
  });

  it('shows each mismatch to the developer in the console and in the dev server\'s overlay', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const shown: string[] = [];
    // Vite's overlay element, as the dev server's client defines it.
    customElements.define('vite-error-overlay', class extends HTMLElement {
      constructor(error: { message: string }) { super(); shown.push(error.message); }
    });
    await renderPage({ state: { open: 'yes' }, body: [{ type: 'title', props: { title: 7 } }, { type: 'title', props: { title: '保全', open: '{{ state.open }}' } }] }, widgets);
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(warn).toHaveBeenCalledWith('[page] props at /body/1/props/open: the expression gave "yes": must be boolean');
    expect(document.querySelectorAll('vite-error-overlay')).toHaveLength(1);
    expect(shown.at(-1)).toContain('/body/0/props/title  must be string\n/body/1/props/open  the expression gave "yes": must be boolean');
    warn.mockRestore();
  });

  it('reports nothing for a page whose props match, and nothing outside development', async () => {
    const reportProblem = vi.fn();
    await renderPage({ body: [{ type: 'title', props: { title: '我的保单', open: '{{ state.missing }}' } }, { type: 'title', props: { title: 7 } }] }, widgets, { reportProblem, dev: false });
    cleanup();
    await renderPage({ body: [{ type: 'title', props: { title: '我的保单', open: '{{ state.missing }}' } }] }, widgets, { reportProblem });
    // The check is loaded and compiled asynchronously: wait until a page with a mismatch would have reported.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reportProblem).not.toHaveBeenCalled();
  });
});
