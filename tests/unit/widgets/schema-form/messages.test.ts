import { describe, expect, it } from 'vitest';
import { loadForm } from '../../../../widgets/schema-form/load';

const form = await loadForm('contact');
const errorsOf = (data: Record<string, unknown>) =>
  Object.fromEntries(form.validator.validateFormData(data, form.schema, undefined, form.transformErrors, form.uiSchema).errors.map((error) => [error.property, error.message]));

describe('form error messages', () => {
  it('name the missing field in Chinese', () => {
    expect(errorsOf({})).toEqual({ email: '请填写电子邮箱', address: '请填写详细地址' });
  });

  it('say what is wrong with a pattern, the email format and a length', () => {
    expect(errorsOf({ email: 'li.ming#example', mobile: '2380013', postalCode: '2001', address: '张杨路' })).toEqual({
      '.email': '请输入正确的邮箱地址',
      '.mobile': '手机号码格式不正确',
      '.postalCode': '邮政编码格式不正确',
      '.address': '详细地址不能少于5个字',
    });
    expect(errorsOf({ email: `${'m'.repeat(50)}@example.com`, address: '张'.repeat(101) })).toEqual({
      '.email': '电子邮箱不能超过50个字',
      '.address': '详细地址不能超过100个字',
    });
  });
});
