import { acceptCompletion, currentCompletions, startCompletion } from '@codemirror/autocomplete';
import { EditorView } from '@codemirror/view';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExpressionInput } from '../../../../../../studio/console/visual/expression/ExpressionInput';
import type { ExpressionHelp } from '../../../../../../studio/console/visual/expression/expression-help';
import type { FrameAnswer } from '../../../../../../studio/console/visual/expression/frame-channel';

afterEach(cleanup);

function helpOf(ready: boolean, answer: FrameAnswer): ExpressionHelp {
  return {
    complete: vi.fn((text: string, offset: number) => (text.slice(0, offset).endsWith('item.') ? { from: offset, options: [{ label: 'productName', detail: '产品名称', type: 'property' as const }] } : null)),
    evaluate: vi.fn(async () => answer),
    channel: { connect: () => undefined, ready: () => ready, subscribe: () => () => undefined, ask: async () => answer },
  };
}

function field(help: ExpressionHelp | undefined, value = '{{ item.productName }}', onChange = vi.fn()) {
  render(
    <>
      <label id="title__label" htmlFor="title">标题</label>
      <ExpressionInput id="title" value={value} onChange={onChange} labelledBy="title__label" label="标题" placement="node" help={help} />
    </>,
  );
  const box = screen.getByRole('textbox', { name: '标题' });
  return { box, view: EditorView.findFromDOM(box)!, onChange };
}

describe('the expression field', () => {
  it('keeps what the author typed when the page echoes an earlier keystroke late, and shows a change made elsewhere', () => {
    const onChange = vi.fn();
    const shown = (value: string) => (
      <>
        <label id="title__label" htmlFor="title">标题</label>
        <ExpressionInput id="title" value={value} onChange={onChange} labelledBy="title__label" label="标题" placement="node" />
      </>
    );
    const { rerender } = render(shown('{{ a'));
    const view = EditorView.findFromDOM(screen.getByRole('textbox', { name: '标题' }))!;
    view.dispatch({ changes: { from: 4, insert: 'p' }, userEvent: 'input.type' });
    view.dispatch({ changes: { from: 5, insert: 'p' }, userEvent: 'input.type' });
    rerender(shown('{{ ap'));
    expect(view.state.doc.toString()).toBe('{{ app');
    rerender(shown('{{ app'));
    rerender(shown('{{ a'));
    expect(view.state.doc.toString()).toBe('{{ a');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('is a text box named by its label, with the value it gives on the canvas in a polite live region', async () => {
    const help = helpOf(true, { value: '"鸿泰安康"' });
    const { box } = field(help);
    expect(box.getAttribute('aria-multiline')).toBe('false');
    const live = await screen.findByText('当前值："鸿泰安康"');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(box.getAttribute('aria-describedby')).toContain(live.id);
    expect(help.evaluate).toHaveBeenCalledWith('{{ item.productName }}', 'node');
  });

  it('says the value comes once the canvas has loaded, and shows the frame\'s Chinese error', async () => {
    field(helpOf(false, { value: '1' }));
    expect(screen.getByText('画布加载后显示当前值')).toBeTruthy();
    cleanup();
    field(helpOf(true, { error: '“item”中没有“productNam”' }), '{{ item.productNam }}');
    expect((await screen.findByText('“item”中没有“productNam”')).className).toContain('--error');
  });

  it('writes what is typed, on one line', () => {
    const { view, onChange } = field(undefined, '');
    view.dispatch({ changes: { from: 0, insert: '{{ app.hotline }}' }, userEvent: 'input.type' });
    expect(onChange).toHaveBeenLastCalledWith('{{ app.hotline }}');
    view.dispatch({ changes: { from: view.state.doc.length, insert: '\n' }, userEvent: 'input.type' });
    expect(view.state.doc.toString()).toBe('{{ app.hotline }}');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('completes from the help where the cursor is, and takes the page\'s value without writing it back', async () => {
    const help = helpOf(true, { value: '"鸿泰安康"' });
    const onChange = vi.fn();
    const { view } = field(help, '{{ item. }}', onChange);
    view.dispatch({ selection: { anchor: '{{ item.'.length } });
    startCompletion(view);
    await waitFor(() => expect(currentCompletions(view.state).map((option) => option.label)).toEqual(['productName']));
    expect(acceptCompletion(view)).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith('{{ item.productName }}');
    cleanup();
    const again = vi.fn();
    field(help, '{{ item.productName }}', again);
    expect(again).not.toHaveBeenCalled();
  });
});
