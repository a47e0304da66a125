import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ServiceRequest } from '../../../runtime/core/data';
import type { ReactWidgetSpec, WidgetProps } from '../../../runtime/react/types';
import { renderPage } from './render-page';

// Nodes subscribe to what they read (issue 49 §3): an answer re-renders the nodes that show it, and a
// list's next page renders its new rows only.
const renders = new Map<string, number>();
const counted = (name: string) => renders.set(name, (renders.get(name) ?? 0) + 1);

const Text = ({ props }: WidgetProps<{ text: string }>) => {
  counted(props.text);
  return <p>{props.text}</p>;
};
const Row = ({ props }: WidgetProps<{ text: string }>) => {
  counted(props.text);
  return <li>{props.text}</li>;
};
const List = ({ children }: WidgetProps) => <ul>{children}</ul>;
const widgets: ReactWidgetSpec[] = [
  { type: 'text', schema: async () => ({ default: {} }), load: async () => ({ default: Text as never }) },
  { type: 'row', schema: async () => ({ default: {} }), load: async () => ({ default: Row as never }) },
  { type: 'list', schema: async () => ({ default: {} }), load: async () => ({ default: List as never }) },
];

const RECORDS = Array.from({ length: 250 }, (_, index) => ({ id: `HB${index}`, title: `记录 ${index + 1}` }));

/** The bean page: a note reading nothing, the balance, and a 200-row history whose next page has 50 more. */
const page = {
  data: { account: { service: 'face.beanAccount' }, history: { service: 'face.beanHistory', paging: { size: 200 } } },
  body: [
    { type: 'text', props: { text: '鸿泰豆按获得时间先后使用' } },
    { type: 'text', source: 'account', props: { text: '可用 {{ data.account.balance }} 个' } },
    { type: 'list', source: 'history', children: [{ type: 'row', repeat: '{{ data.history.list }}', props: { text: '{{ item.title }}' } }] },
  ],
};

/** The services, the history's second page held until the test lets it go. */
function services() {
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  const fetch = vi.fn(async (service: string, request: ServiceRequest) => {
    if (service === 'face.beanAccount') return { balance: 1280 };
    const { pageNo, pageSize } = request.params as { pageNo: number; pageSize: number };
    if (pageNo > 1) await held;
    return { total: RECORDS.length, list: RECORDS.slice((pageNo - 1) * pageSize, pageNo * pageSize) };
  });
  return { fetch, release };
}

const countsOf = (titles: readonly string[]) => titles.map((title) => renders.get(title) ?? 0);

afterEach(() => {
  cleanup();
  renders.clear();
});

describe('what an answer re-renders', () => {
  it('renders a next page\'s rows only, and no node that does not read the list', async () => {
    const { fetch, release } = services();
    await renderPage(page, widgets, { fetch });
    // The list's end sees the screen's end at once (nothing here has a height): the next page is asked for.
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('face.beanHistory', expect.objectContaining({ params: { pageNo: 2, pageSize: 200 } }), expect.anything()));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(200), { timeout: 5000 });
    const firstPage = RECORDS.slice(0, 200).map((record) => record.title);
    const before = countsOf(firstPage);
    const others = countsOf(['鸿泰豆按获得时间先后使用', '可用 1280 个']);

    release();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(250), { timeout: 5000 });
    expect(countsOf(firstPage)).toEqual(before);
    const newRows = countsOf(RECORDS.slice(200).map((record) => record.title));
    // Rendered once each: StrictMode calls a component twice for one render, as the dev server does.
    expect(new Set(newRows)).toEqual(new Set([2]));
    expect(countsOf(['鸿泰豆按获得时间先后使用', '可用 1280 个'])).toEqual(others);
  });
});
