import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Input from '../../../widgets/input/Input';
import Captcha from '../../../widgets/captcha/Captcha';
import Checkbox from '../../../widgets/checkbox/Checkbox';
import Picker from '../../../widgets/picker/Picker';
import { renderBound } from './render-bound';

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;


describe('input', () => {
  it('shows its bound value and writes what is typed, emitting change', () => {
    const { set, emit } = renderBound(Input, { label: '手机号', type: 'tel', prefix: '+86' }, '138');
    expect(field('手机号').value).toBe('138');
    expect(screen.getByText('+86')).toBeTruthy();
    fireEvent.change(field('手机号'), { target: { value: '13800138000' } });
    expect(set).toHaveBeenCalledWith('13800138000');
    expect(emit).toHaveBeenCalledWith('change', { value: '13800138000' });
    expect(field('手机号').value).toBe('13800138000');
  });

  it('refuses anything but digits in a tel field', () => {
    const { set } = renderBound(Input, { label: '手机号', type: 'tel' }, '');
    fireEvent.change(field('手机号'), { target: { value: '138abc' } });
    expect(set).not.toHaveBeenCalled();
    expect(field('手机号').value).toBe('');
  });

  it('shows its error and emits enter and linkClick', () => {
    const { emit } = renderBound(Input, { label: '密码', type: 'password', error: '密码错误', linkText: '忘记密码' }, 'abc12345');
    expect(screen.getByRole('alert').textContent).toBe('密码错误');
    fireEvent.keyDown(field('密码'), { key: 'Enter', keyCode: 13 });
    expect(emit).toHaveBeenCalledWith('enter', { value: 'abc12345' });
    fireEvent.click(screen.getByRole('button', { name: '忘记密码' }));
    expect(emit).toHaveBeenCalledWith('linkClick');
  });
});

describe('captcha', () => {
  it('emits refresh when its picture is tapped and writes the answer', () => {
    const { set, emit } = renderBound(Captcha, { image: 'data:image/svg+xml,%3Csvg/%3E' }, '');
    fireEvent.click(screen.getByRole('button', { name: '看不清，换一张' }));
    expect(emit).toHaveBeenCalledWith('refresh');
    fireEvent.change(field('图形验证码'), { target: { value: '8888' } });
    expect(set).toHaveBeenCalledWith('8888');
  });

  it('shows a placeholder until the picture arrives', () => {
    renderBound(Captcha, {}, '');
    expect(screen.getByText('加载中')).toBeTruthy();
  });
});

describe('checkbox', () => {
  const links = [{ text: '《用户服务协议》', to: 'USER_AGREEMENT' }, { text: '《隐私政策》', to: 'PRIVACY_POLICY' }];

  it('toggles its bound boolean', () => {
    const { set, emit } = renderBound(Checkbox, { label: '我已阅读并同意', links }, false);
    const box = screen.getByRole('checkbox');
    fireEvent.click(box);
    expect(set).toHaveBeenLastCalledWith(true);
    expect(emit).toHaveBeenCalledWith('change', { checked: true });
    expect(box.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(box);
    expect(set).toHaveBeenLastCalledWith(false);
    expect(box.getAttribute('aria-checked')).toBe('false');
  });

  it('opens a link without ticking the box', () => {
    const { set, emit } = renderBound(Checkbox, { label: '我已阅读并同意', links }, false);
    fireEvent.click(screen.getByRole('button', { name: '《隐私政策》' }));
    expect(emit).toHaveBeenCalledWith('linkClick', { link: links[1], index: 1 });
    expect(set).not.toHaveBeenCalled();
  });
});

describe('picker', () => {
  const countries = [
    { code: '86', name: '中国大陆' }, { code: '852', name: '中国香港' }, { code: '1', name: '美国' }, { code: '1', name: '加拿大' },
  ];
  const props = { label: '国家/地区', options: countries, labelKey: 'name', valueKey: 'code' };
  // arco opens the sheet on a short timer after the tap.
  const openSheet = async () => {
    fireEvent.click(screen.getByRole('button', { name: /国家\/地区/ }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  };

  it('shows the bound option and writes the one chosen from its sheet', async () => {
    const { set, emit } = renderBound(Picker, props, '86');
    expect(screen.getByRole('button', { name: /中国大陆/ })).toBeTruthy();
    await openSheet();
    fireEvent.click(screen.getByRole('option', { name: '中国香港' }));
    expect(set).toHaveBeenCalledWith('852');
    expect(emit).toHaveBeenCalledWith('change', { value: '852', option: countries[1] });
    expect(screen.getByRole('button', { name: /国家\/地区/ }).textContent).toContain('中国香港');
  });

  it('keeps showing the option tapped when two share a value', async () => {
    renderBound(Picker, { ...props, valuePrefix: '+' }, '86');
    await openSheet();
    fireEvent.click(screen.getByRole('option', { name: '加拿大 +1' }));
    expect(screen.getByRole('button', { name: /国家\/地区/ }).textContent).toContain('加拿大 +1');
  });

  it('shows its placeholder when the bound value matches no option', () => {
    renderBound(Picker, { ...props, options: '' }, '86');
    expect(screen.getByRole('button', { name: /请选择/ })).toBeTruthy();
  });
});
