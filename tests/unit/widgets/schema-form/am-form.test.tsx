import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SchemaForm from '../../../../widgets/schema-form/SchemaForm';
import { loadForm } from '../../../../widgets/schema-form/load';
import contact from '../../../../schemas/forms/contact.schema.json';
import am from '../../../../schemas/forms/am.schema.json';
import { renderBound } from '../render-bound';

await loadForm('am');

// The page's policies, as `{{ data.policies | tree('policyNo productName+policyNo') }}` gives them.
const policies = [
  { value: 'P2023000123', text: '鸿泰安康终身寿险 P2023000123' },
  { value: 'P2021000456', text: '鸿泰如意年金保险 P2021000456' },
];
const renderForm = (initial: unknown = {}, options: unknown = policies) => act(async () => renderBound(SchemaForm, { form: 'am', submitText: '下一步', options: { policyNos: options as typeof policies } }, initial));
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: '下一步' })));
const errors = () => screen.queryAllByRole('alert').map((node) => node.textContent);
const chosen = { policyNos: ['P2023000123'] };

describe('the contact change form', () => {
  it('lists the page\'s policies as checkboxes and wants at least one', async () => {
    const { set } = await renderForm({ email: 'li.ming@example.com' });
    const group = screen.getByRole('group', { name: '适用保单' });
    expect(within(group).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(policies.map((policy) => policy.text));
    await submit();
    expect(errors()).toEqual(['请选择适用保单']);
    fireEvent.click(within(group).getByRole('checkbox', { name: '鸿泰如意年金保险 P2021000456' }));
    await waitFor(() => expect(set).toHaveBeenLastCalledWith({ email: 'li.ming@example.com', policyNos: ['P2021000456'] }));
    await waitFor(() => expect(errors()).toEqual([]));
  });

  it('says so when there is no policy to change', async () => {
    await renderForm({}, []);
    expect(screen.getByText('暂无可变更的保单')).toBeDefined();
  });

  it('wants at least one new way of contact, said once under the fields', async () => {
    const { emit } = await renderForm({ ...chosen, postalCode: '200120' });
    await submit();
    expect(emit).not.toHaveBeenCalled();
    expect(errors()).toEqual(['请至少填写一项新的联系方式']);
    fireEvent.change(screen.getByLabelText('新电子邮箱'), { target: { value: 'li.ming@example.com' } });
    await waitFor(() => expect(errors()).toEqual([]));
    await submit();
    expect(emit).toHaveBeenCalledWith('submit', { formData: { ...chosen, postalCode: '200120', email: 'li.ming@example.com' } }, expect.any(Function));
  });

  it('asks for the SMS code once a new phone is given', async () => {
    const { emit } = await renderForm({ ...chosen, phone: '13900139000' });
    await submit();
    expect(errors()).toEqual(['请填写短信验证码']);
    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '12345' } });
    await waitFor(() => expect(errors()).toEqual(['短信验证码格式不正确']));
    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '123456' } });
    await waitFor(() => expect(errors()).toEqual([]));
    await submit();
    expect(emit).toHaveBeenCalledWith('submit', { formData: { ...chosen, phone: '13900139000', verifyCode: '123456' } }, expect.any(Function));
  });

  it('refuses a policy the page did not offer', async () => {
    const { emit } = await renderForm({ policyNos: ['P1999000001'], email: 'li.ming@example.com' });
    await submit();
    expect(emit).not.toHaveBeenCalled();
    expect(errors()).toEqual(['请选择有效的适用保单']);
  });

  it('has the address fields of the contact form, the region picked from the same tree', () => {
    for (const field of ['region', 'address', 'postalCode'] as const) expect(am.properties[field]).toEqual(contact.properties[field]);
    expect(am.uiSchema.region).toEqual(contact.uiSchema.region);
  });

  it('sends the code to the new phone once it is a mobile number, and counts down when the page says it was sent', async () => {
    const props = { form: 'am' as const, submitText: '下一步', options: { policyNos: policies }, smsSent: 0 };
    const view = await act(async () => renderBound(SchemaForm, props, { ...chosen }));
    const send = screen.getByRole('button', { name: '获取验证码' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('新手机号'), { target: { value: '13900139000' } });
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    await act(async () => fireEvent.click(send));
    expect(view.emit).toHaveBeenCalledWith('send', { field: 'verifyCode', formData: { ...chosen, phone: '13900139000' } });
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeDefined();
    await act(async () => view.update({ ...props, smsSent: 1 }));
    expect(screen.getByRole('button', { name: '60s后重发' })).toHaveProperty('disabled', true);
  });
});
