import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SchemaForm from '../../../../widgets/schema-form/SchemaForm';
import { loadForm } from '../../../../widgets/schema-form/load';
import { regionTree } from '../../../../sandbox/seed/regions';
import type { FormOption } from '../../../../schemas/generated/widgets';
import { renderBound } from '../render-bound';

await loadForm('contact');
const good = { email: 'li.ming@example.com', address: '上海市浦东新区张杨路 500 号' };
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: '保存修改' });
const errors = () => screen.queryAllByRole('alert').map((node) => node.textContent);

// In act: the first render waits for the loaded form (Suspense), which act lets React resume.
// The page's regions, as `{{ data.regions | tree('code name children') }}` gives them.
const toOptions = (list: typeof regionTree): FormOption[] =>
  list.map(({ code, name, children }) => ({ value: code, text: name, ...(children ? { children: toOptions(children) } : {}) }));
const options = { region: toOptions(regionTree) };
const renderForm = (initial: unknown, emit?: () => Promise<boolean>, disabled?: boolean) =>
  act(async () => renderBound(SchemaForm, { form: 'contact', submitText: '保存修改', disabled, options }, initial, emit));

afterEach(() => vi.restoreAllMocks());

describe('schema-form', () => {
  it('draws a long form\'s first screen of rows at once and the rest just after, as a long list', async () => {
    await loadForm('bench-50');
    act(() => { renderBound(SchemaForm, { form: 'bench-50' }, {}); });
    expect(screen.getByLabelText('字段 15')).toBeTruthy();
    expect(screen.queryByLabelText('字段 16')).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('字段 49')).toBeTruthy());
  });

  it('draws a form its page has loaded in its first render, never its loading card first', () => {
    act(() => { renderBound(SchemaForm, { form: 'contact', submitText: '保存修改', options }, good); });
    expect(field('电子邮箱').value).toBe(good.email);
    expect(document.querySelector('.rf-card--loading')).toBeNull();
  });

  it('shows the bound data and writes what is typed back to it', async () => {
    const { set } = await renderForm({ ...good, mobile: '' });
    expect(field('电子邮箱').value).toBe(good.email);
    expect(field('手机号码').value).toBe('');
    fireEvent.change(field('手机号码'), { target: { value: '13800138000' } });
    await waitFor(() => expect(set).toHaveBeenLastCalledWith(expect.objectContaining({ ...good, mobile: '13800138000' })));
  });

  it('does not emit invalid data: after the submit the errors show in Chinese under their fields and the first is scrolled to', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const { emit } = await renderForm({ email: 'li.ming#example' });
    expect(errors()).toEqual([]);
    await act(async () => fireEvent.click(save()));
    expect(emit).not.toHaveBeenCalled();
    expect(errors()).toEqual(['请输入正确的邮箱地址', '请填写详细地址']);
    expect(scrolled.mock.contexts[0]).toBe(field('电子邮箱').closest('.rf-field'));
    expect(document.activeElement).toBe(field('电子邮箱'));
    // From then on the errors follow the edits.
    fireEvent.change(field('电子邮箱'), { target: { value: good.email } });
    await waitFor(() => expect(errors()).toEqual(['请填写详细地址']));
  });

  it('emits valid data once, even when tapped twice, and again after the first send finished', async () => {
    let finish = () => {};
    const { emit } = await renderForm(good, () => new Promise<boolean>((resolve) => { finish = () => resolve(true); }));
    await act(async () => {
      fireEvent.click(save());
      fireEvent.click(save());
    });
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenCalledWith('submit', { formData: good }, expect.any(Function));
    await act(async () => finish());
    await act(async () => fireEvent.click(save()));
    expect(emit).toHaveBeenCalledTimes(2);
  });

  it('picks a district from the region tree, a municipality\'s right under it, and refuses a code not in the tree', async () => {
    const { set, emit } = await renderForm({ ...good, region: '999999' });
    await act(async () => fireEvent.click(save()));
    expect(emit).not.toHaveBeenCalled();
    expect(errors()).toEqual(['请选择有效的所在地区']);
    fireEvent.click(screen.getByRole('button', { name: '所在地区' }));
    const provinces = await screen.findByRole('listbox', { name: '全部' });
    expect(provinces.querySelectorAll('[role=option]')).toHaveLength(34);
    fireEvent.click(screen.getByRole('option', { name: '北京市' }));
    fireEvent.click(await screen.findByRole('option', { name: '朝阳区' }));
    await waitFor(() => expect(set).toHaveBeenLastCalledWith(expect.objectContaining({ region: '110105' })));
    expect(screen.getByRole('button', { name: '所在地区 朝阳区' })).toBeDefined();
    await waitFor(() => expect(errors()).toEqual([]));
  });

  it('with `disabled` set keeps the fields editable but the submit button off', async () => {
    const { emit } = await renderForm(good, undefined, true);
    expect(save().getAttribute('aria-disabled')).toBe('true');
    expect(field('电子邮箱').disabled).toBe(false);
    await act(async () => fireEvent.click(save()));
    expect(emit).not.toHaveBeenCalled();
  });
});
