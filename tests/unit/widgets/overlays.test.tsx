import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ActionSheet from '../../../widgets/action-sheet/ActionSheet';
import Popup from '../../../widgets/popup/Popup';
import { renderWidget } from './render-widget';

const items = [{ content: '微信支付', key: 'wechat' }, { content: '银行卡支付', key: 'bank' }];

describe('action-sheet', () => {
  it('emits select with the chosen item, then close', async () => {
    const { emit } = renderWidget(ActionSheet, { items, visible: true, title: '选择支付方式' }, { handles: ['select', 'close'] });
    await act(async () => fireEvent.click(await screen.findByText('银行卡支付')));
    expect(emit.mock.calls).toEqual([['select', { item: items[1], index: 1 }], ['close']]);
  });
});

describe('popup', () => {
  it('closes from its close button even when the page never sets visible back', async () => {
    const { emit } = renderWidget(Popup, { visible: true, title: '保障说明' }, { children: <p>身故保险金</p> });
    expect(await screen.findByText('身故保险金')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '关闭' })));
    expect(emit).toHaveBeenCalledWith('close');
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(screen.queryByText('身故保险金')).toBeNull();
  });
});

describe('a sheet worked with the keyboard', () => {
  it('closes on Escape', async () => {
    const { emit } = renderWidget(ActionSheet, { items, visible: true, title: '选择支付方式' }, { handles: ['select', 'close'] });
    const dialog = await screen.findByRole('dialog', { name: '选择支付方式' });
    await act(async () => fireEvent.keyDown(dialog, { key: 'Escape' }));
    expect(emit).toHaveBeenCalledWith('close');
  });

  it('keeps Tab and Shift+Tab among its own controls', async () => {
    renderWidget(ActionSheet, { items, visible: true, title: '选择支付方式' }, { handles: ['select', 'close'] });
    const dialog = await screen.findByRole('dialog', { name: '选择支付方式' });
    // happy-dom lays nothing out: every control counts as shown.
    for (const button of screen.getAllByRole('button')) button.getClientRects = () => [{}] as unknown as DOMRectList;
    const [first, , cancel] = screen.getAllByRole('button');
    cancel.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(cancel);
  });
});
