// What a form checks as it is typed: dates within their limits, and a mainland ID number that fills and
// agrees with the birth date and sex.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { fillFromIdCard, typedErrors } from '../../../../widgets/schema-form/typed-checks';

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 24, 10) });
});
afterAll(() => vi.useRealTimers());

const claim: RJSFSchema = { type: 'object', properties: { insuredCustomerNo: { type: 'string', title: '出险人' }, accidentDate: { type: 'string', title: '出险日期' } } };
const claimUi: UiSchema = {
  insuredCustomerNo: { 'ui:pageOptions': { items: [{ value: 'SELF', text: '李明轩', coveredSince: '2019-06-25' }, { value: 'M1', text: '王丽', coveredSince: '2025-12-01' }], featured: [] } },
  accidentDate: { 'ui:dateLimits': { notAfterToday: true, notBefore: { field: 'insuredCustomerNo', key: 'coveredSince', name: '保单生效日' } } },
};

const member: RJSFSchema = { type: 'object', properties: { sex: { type: 'string', title: '性别' }, birthday: { type: 'string', title: '出生日期' }, certType: { type: 'string' }, certNo: { type: 'string' } } };
const memberUi: UiSchema = { 'ui:idCard': { number: 'certNo', birthday: 'birthday', sex: 'sex', when: { field: 'certType', value: '01' } } };

describe('date limits', () => {
  it('refuses a date after today, and one before the chosen person\'s cover began', () => {
    expect(typedErrors(claim, claimUi, { insuredCustomerNo: 'M1', accidentDate: '2026-11-25' })).toEqual({ accidentDate: { __errors: ['出险日期不能晚于今天'] } });
    expect(typedErrors(claim, claimUi, { insuredCustomerNo: 'M1', accidentDate: '2025-11-30' })).toEqual({ accidentDate: { __errors: ['出险日期不能早于保单生效日 2025-12-01'] } });
  });

  it('accepts today, the day cover began, and any date while no one is chosen', () => {
    expect(typedErrors(claim, claimUi, { insuredCustomerNo: 'M1', accidentDate: '2026-11-24' })).toBeUndefined();
    expect(typedErrors(claim, claimUi, { insuredCustomerNo: 'M1', accidentDate: '2025-12-01' })).toBeUndefined();
    expect(typedErrors(claim, claimUi, { accidentDate: '2020-01-01' })).toBeUndefined();
  });
});

describe('mainland ID numbers', () => {
  it('fill the birth date and sex when typed, and only for a mainland ID', () => {
    const typed = fillFromIdCard(memberUi, { certType: '01' }, { certType: '01', certNo: '320502199006113029' });
    expect(typed).toMatchObject({ birthday: '1990-06-11', sex: '2' });
    expect(fillFromIdCard(memberUi, { certType: '02' }, { certType: '02', certNo: '320502199006113029' })).not.toHaveProperty('birthday');
  });

  it('leave a birth date the customer changed afterwards, and say it disagrees', () => {
    const before = { certType: '01', certNo: '320502199006113029', birthday: '1990-06-11', sex: '2' };
    const changed = { ...before, birthday: '1990-06-12' };
    expect(fillFromIdCard(memberUi, before, changed)).toEqual(changed);
    expect(typedErrors(member, memberUi, { ...changed, sex: '1' })).toEqual({ birthday: { __errors: ['出生日期与证件号码不一致'] }, sex: { __errors: ['性别与证件号码不一致'] } });
  });

  it('say so when the check character is wrong', () => {
    expect(typedErrors(member, memberUi, { certType: '01', certNo: '320502199006113028' })).toEqual({ certNo: { __errors: ['请输入正确的居民身份证号码'] } });
  });
});
