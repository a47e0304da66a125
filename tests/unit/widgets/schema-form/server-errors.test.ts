import { describe, expect, it } from 'vitest';
import { refusedFields } from '../../../../widgets/schema-form/server-errors';

const shown = new Set(['email', 'insured', 'mobile']);

describe('refusedFields', () => {
  const refusal = { fields: { email: '该邮箱已被其他客户使用，请更换', 'insured.birthday': '出生日期与证件号码不符' }, sent: { email: 'a@example.com', insured: { birthday: '1990-01-01' } } };

  it('marks each field the server named with its reason while it holds the refused value', () => {
    expect(refusedFields(refusal, refusal.sent, shown)).toEqual({
      email: { __errors: ['该邮箱已被其他客户使用，请更换'] },
      insured: { birthday: { __errors: ['出生日期与证件号码不符'] } },
    });
  });

  it('drops the mark of a field the customer corrected', () => {
    expect(refusedFields(refusal, { ...refusal.sent, email: 'b@example.com' }, shown)).toEqual({
      insured: { birthday: { __errors: ['出生日期与证件号码不符'] } },
    });
  });

  it('tells a reason for a field the form does not show under the form itself', () => {
    expect(refusedFields({ fields: { contactPhone: '联系电话格式不正确' }, sent: {} }, {}, shown)).toEqual({ __errors: ['联系电话格式不正确'] });
  });

  it('marks nothing before the server refused anything', () => {
    expect(refusedFields(null, {}, shown)).toBeUndefined();
  });
});
