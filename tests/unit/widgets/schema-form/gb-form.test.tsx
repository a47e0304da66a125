import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SchemaForm from '../../../../widgets/schema-form/SchemaForm';
import { loadForm } from '../../../../widgets/schema-form/load';
import { renderBound } from '../render-bound';

const form = await loadForm('gb');

// Two policies with their own rules: the page puts the chosen one's limits in the form data.
const pension = { policyNo: 'P2019000321', allowedStartAges: [55, 60, 65], maxAmount: 80000 };
const smaller = { policyNo: 'P2021000456', allowedStartAges: [60], maxAmount: 50000 };
const errorsOf = (data: Record<string, unknown>) =>
  Object.fromEntries(form.validator.validateFormData(data, form.schema, undefined, form.transformErrors, form.uiSchema).errors.map((error) => [error.property, error.message]));

// The ages as `{{ policy.allowedStartAges | asOptions(' 周岁') }}` gives them.
const ages = ({ allowedStartAges }: typeof pension) => allowedStartAges.map((age) => ({ value: age, text: `${age} 周岁` }));
const renderForm = (initial: typeof pension) => act(async () => renderBound(SchemaForm, { form: 'gb', options: { annuityStartAge: ages(initial) } }, initial));
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: '提交' })));
const errors = () => screen.queryAllByRole('alert').map((node) => node.textContent);

describe('the annuity form', () => {
  it('checks the amount and the start age against the chosen policy\'s own limits', () => {
    expect(errorsOf({ ...pension, annuityStartAge: 60, annuityAmount: 80000 })).toEqual({});
    expect(errorsOf({ ...pension, annuityStartAge: 60, annuityAmount: 90000 })).toEqual({ '.annuityAmount': '每年领取金额不能超过 80,000 元' });
    expect(errorsOf({ ...smaller, annuityStartAge: 60, annuityAmount: 80000 })).toEqual({ '.annuityAmount': '每年领取金额不能超过 50,000 元' });
    expect(errorsOf({ ...smaller, annuityStartAge: 55, annuityAmount: 3000 })).toEqual({ '.annuityStartAge': '请选择有效的领取起始年龄' });
  });

  it('asks for an amount of at least 1,000 in steps of 100', () => {
    expect(errorsOf({ ...pension, annuityStartAge: 60, annuityAmount: 800 })).toEqual({ '.annuityAmount': '每年领取金额不能小于 1,000 元' });
    expect(errorsOf({ ...pension, annuityStartAge: 60, annuityAmount: 12345 })).toEqual({ '.annuityAmount': '每年领取金额须为 100 元的整数倍' });
  });

  it('shows the required errors in Chinese and hides the policy and its limits', async () => {
    const { emit, container } = await renderForm(pension);
    await submit();
    expect(emit).not.toHaveBeenCalled();
    expect(errors()).toEqual(['请选择领取起始年龄', '请填写每年领取金额']);
    expect(screen.queryByText('P2019000321')).toBeNull();
    expect([...container.querySelectorAll('input[type=hidden]')].map((input) => input.getAttribute('name'))).toEqual(['form-gb_policyNo', 'form-gb_maxAmount']);
  });

  it('offers the policy\'s start ages, and sends the new ones with the policy', async () => {
    const { emit } = await renderForm(pension);
    fireEvent.click(screen.getByRole('button', { name: '领取起始年龄' }));
    const offered = await screen.findByRole('listbox', { name: '领取起始年龄' });
    expect(within(offered).getAllByRole('option').map((option) => option.textContent)).toEqual(['55 周岁', '60 周岁', '65 周岁']);
    fireEvent.click(within(offered).getByRole('option', { name: '60 周岁' }));
    fireEvent.change(screen.getByLabelText('每年领取金额（元）'), { target: { value: '90000' } });
    await submit();
    await waitFor(() => expect(errors()).toEqual(['每年领取金额不能超过 80,000 元']));
    fireEvent.change(screen.getByLabelText('每年领取金额（元）'), { target: { value: '36000' } });
    await waitFor(() => expect(errors()).toEqual([]));
    await submit();
    await waitFor(() => expect(emit).toHaveBeenCalledWith('submit', { formData: { ...pension, annuityStartAge: 60, annuityAmount: 36000 } }, expect.any(Function)));
  });
});
