import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SchemaForm from '../../../../widgets/schema-form/SchemaForm';
import { loadForm } from '../../../../widgets/schema-form/load';
import { renderBound } from '../render-bound';
import type { SchemaFormProps } from '../../../../schemas/generated/widgets';
import type { WidgetProps } from '../../../../runtime/react/types';

await Promise.all([loadForm('contact'), loadForm('family-member')]);
const good = { email: 'li.ming@example.com', address: '上海市浦东新区张杨路 500 号' };
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const renderForm = (form: SchemaFormProps['form'] = 'contact', initial: unknown = good, options?: SchemaFormProps['options'], emit?: WidgetProps['emit']) =>
  act(async () => renderBound(SchemaForm, { form, submitText: '保存修改', options }, initial, emit));
const SEXES = { sex: [{ value: '1', text: '男' }, { value: '2', text: '女' }] };

describe('a form\'s data, owned by the page state it is bound to', () => {
  it('is in the page at the key that typed it, so a draft or a page left right after holds it', async () => {
    const { set } = await renderForm();
    fireEvent.change(field('邮政编码'), { target: { value: '200120' } });
    expect(field('邮政编码').value).toBe('200120');
    expect(set).toHaveBeenLastCalledWith({ ...good, postalCode: '200120' });
  });

  it('shows what the page writes there (a draft restored, a reset) in its fields', async () => {
    const { setState } = await renderForm();
    setState({ ...good, address: '北京市朝阳区建国路 88 号' });
    expect(field('详细地址').value).toBe('北京市朝阳区建国路 88 号');
  });

  it('sends all that was typed when submit is tapped right after the last key, and when Enter is pressed in a field', async () => {
    const { emit } = await renderForm();
    await act(async () => {
      fireEvent.change(field('电子邮箱'), { target: { value: 'wang.fang@example.com' } });
      fireEvent.click(screen.getByRole('button', { name: '保存修改' }));
    });
    await waitFor(() => expect(emit).toHaveBeenCalledWith('submit', { formData: { ...good, email: 'wang.fang@example.com' } }, expect.any(Function)));
    await act(async () => {
      fireEvent.change(field('详细地址'), { target: { value: '上海市浦东新区张杨路 501 号' } });
      fireEvent.submit(field('详细地址').form!);
    });
    await waitFor(() => expect(emit).toHaveBeenLastCalledWith('submit', { formData: { ...good, email: 'wang.fang@example.com', address: '上海市浦东新区张杨路 501 号' } }, expect.any(Function)));
    expect(emit).toHaveBeenCalledTimes(2);
  });

  it('keeps what was just typed when a choice is made right after it, and fills in what a typed ID number says', async () => {
    const { set } = await renderForm('family-member', { name: '', certType: '01' }, SEXES);
    await act(async () => {
      fireEvent.change(field('姓名'), { target: { value: '李小明' } });
      fireEvent.change(field('证件号码'), { target: { value: '110101201503078511' } });
    });
    expect(set).toHaveBeenLastCalledWith(expect.objectContaining({ name: '李小明', certNo: '110101201503078511', birthday: '2015-03-07', sex: '1' }));
    await act(async () => {
      fireEvent.change(field('姓名'), { target: { value: '李小明明' } });
      fireEvent.click(screen.getByRole('radio', { name: '女' }));
    });
    await waitFor(() => expect(set).toHaveBeenLastCalledWith(expect.objectContaining({ name: '李小明明', sex: '2', certNo: '110101201503078511' })));
  });

  it('still says what is wrong with a number as it is typed after a first submit, when errors follow every edit', async () => {
    await renderForm('family-member', { name: '', certType: '01' }, SEXES);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '保存修改' }));
    });
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(0));
    await act(async () => {
      fireEvent.change(field('证件号码'), { target: { value: '110101201503078515' } });
    });
    await waitFor(() => expect(screen.getByText('请输入正确的居民身份证号码')).toBeTruthy());
  });

  it('keeps a field the server refused marked while other fields are typed into, until it is changed', async () => {
    const reason = '该邮箱已被其他客户使用，请更换邮箱';
    const refuse: WidgetProps['emit'] = async (_event, _payload, onFailure) => {
      onFailure?.({ message: reason, fields: { email: reason } });
      return false;
    };
    await renderForm('contact', good, undefined, refuse);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '保存修改' }));
    });
    await waitFor(() => expect(screen.getByText(reason)).toBeTruthy());
    await act(async () => {
      fireEvent.change(field('详细地址'), { target: { value: '上海市浦东新区张杨路 501 号' } });
    });
    expect(screen.getByText(reason)).toBeTruthy();
    await act(async () => {
      fireEvent.change(field('电子邮箱'), { target: { value: 'wang.fang@example.com' } });
    });
    await waitFor(() => expect(screen.queryByText(reason)).toBeNull());
  });
});
