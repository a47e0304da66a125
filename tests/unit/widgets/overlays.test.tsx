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
