import { describe, expect, it } from 'vitest';
import { loadForm } from '../../../runtime/forms/load';

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

  it('ask to choose a city of the chosen province, without repeating it for the branch', () => {
    const valid = { email: 'li.ming@example.com', address: '张杨路 500 号' };
    expect(errorsOf({ ...valid, province: '上海市' })).toEqual({ city: '请选择所在城市' });
    expect(errorsOf({ ...valid, province: '上海市', city: '南京市' })).toEqual({ '.city': '请选择有效的所在城市' });
    expect(errorsOf({ ...valid, province: '上海市', city: '浦东新区', mobile: '13800138000', postalCode: '200120' })).toEqual({});
  });
});
