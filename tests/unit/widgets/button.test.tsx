import { act, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Button from '../../../widgets/button/Button';
import { renderWidget } from './render-widget';

describe('button', () => {
  it('ignores further taps while its action is still running, then accepts taps again', async () => {
    let finish = () => {};
    const { getByRole, emit } = renderWidget(Button, { text: '提交' }, {
      handles: ['click'],
      emit: () => new Promise<boolean>((resolve) => { finish = () => resolve(true); }),
    });
    const button = () => getByRole('button');

    fireEvent.click(button());
    fireEvent.click(button());
    fireEvent.click(button());
    expect(emit).toHaveBeenCalledTimes(1);
    expect(button().className).toContain('loading');

    await act(async () => finish());
    expect(button().className).not.toContain('loading');
    fireEvent.click(button());
    expect(emit).toHaveBeenCalledTimes(2);
  });

  it('does nothing when disabled by disabledWhen', () => {
    const { getByRole, emit } = renderWidget(Button, { text: '产品已停售' }, { handles: ['click'], disabled: true });
    fireEvent.click(getByRole('button'));
    expect(emit).not.toHaveBeenCalled();
  });
});
