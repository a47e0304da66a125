import Ajv from 'ajv';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import SchemaForm from '../../../../widgets/schema-form/SchemaForm';
import { loadForm } from '../../../../widgets/schema-form/load';
import { renderBound } from '../render-bound';

// As under Content-Security-Policy script-src 'self': any code compiled at run time throws.
beforeAll(() => {
  const refuse = () => {
    throw new EvalError('Function constructor refused (CSP)');
  };
  vi.stubGlobal('Function', new Proxy(Function, { construct: refuse, apply: refuse }));
});
afterAll(() => vi.unstubAllGlobals());

describe('precompiled form validators', () => {
  it('the stub refuses what a runtime ajv compile needs', () => {
    expect(() => new Ajv({ logger: false }).compile({ type: 'string' })).toThrow(EvalError);
  });

  it('load, validate and submit a form with no code compiled at run time', async () => {
    const form = await loadForm('contact');
    expect(form.validator.validateFormData({ email: 'x' }, form.schema).errors.map((error) => error.name)).toEqual(['required', 'format']);

    const { emit } = await act(async () => renderBound(SchemaForm, { form: 'contact', submitText: '保存' }, { email: 'li.ming#example', address: '张杨路 500 号' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存' })));
    expect(screen.getByRole('alert').textContent).toBe('请输入正确的邮箱地址');
    fireEvent.change(screen.getByLabelText('电子邮箱'), { target: { value: 'li.ming@example.com' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存' })));
    await waitFor(() => expect(emit).toHaveBeenCalledWith('submit', { formData: { email: 'li.ming@example.com', address: '张杨路 500 号' } }, expect.any(Function)));
  });

  it('a rule reading its limit from the form data ($data) is precompiled too', async () => {
    const form = await loadForm('gb');
    const limits = { policyNo: 'P2019000321', allowedStartAges: [55, 60], maxAmount: 80000 };
    const failed = (data: object) => form.validator.validateFormData({ ...limits, ...data }, form.schema).errors.map((error) => `${error.name} ${JSON.stringify(error.params)}`);
    expect(failed({ annuityStartAge: 60, annuityAmount: 80000 })).toEqual([]);
    expect(failed({ annuityStartAge: 61, annuityAmount: 80100 })).toEqual(['enum {"allowedValues":[55,60]}', 'maximum {"comparison":"<=","limit":80000}']);
  });
});
