// The buying rules on their own (docs/product.md, Buying): the occupation class a product insures, the age limits at
// their edges, and the premium rule's occupation loading for accident cover.
import { describe, expect, it } from 'vitest';
import { decisionOf, eligibilityRefusal, quoteOf } from '../../../../sandbox/rules/buying';
import type { Insured } from '../../../../sandbox/model';
import { termsOf } from '../../../../sandbox/seed/products';

const driver: Insured = { personId: 'M001', name: '王丽', relation: '01', sex: '2', birthday: '1988-09-23', occupationCode: '0401003' };
const day = '2026-11-24';

describe('who may be insured', () => {
  it('an occupation class above the product\'s is refused, naming both', () => {
    expect(eligibilityRefusal(termsOf('HT2401'), driver, day)).toBe('该产品承保职业类别为 1-3 类，王丽的职业「货车司机」为 4 类，暂不能投保');
    expect(eligibilityRefusal(termsOf('HT2601'), driver, day)).toBeNull();
  });

  it('ages at their edges: 28 days after birth, and up to the last day of the oldest age', () => {
    const baby = { ...driver, birthday: '2026-10-28', occupationCode: '1701001' };
    expect(eligibilityRefusal(termsOf('HT2601'), baby, '2026-11-24')).toMatch(/^被保险人年龄须在出生满 28 天至 55 周岁之间/);
    expect(eligibilityRefusal(termsOf('HT2601'), baby, '2026-11-25')).toBeNull();
    const at55 = { ...driver, birthday: '1970-11-25' };
    expect(eligibilityRefusal(termsOf('HT2601'), at55, '2026-11-24')).toBeNull();
    expect(eligibilityRefusal(termsOf('HT2601'), at55, '2026-11-25')).toBe('被保险人年龄须在出生满 28 天至 55 周岁之间，王丽现年 56 周岁，暂不能投保该产品');
  });
});

describe('the premium', () => {
  it('accident cover adds the occupation class\'s loading (class 2: none); the assessment\'s loading comes on top', () => {
    const clerk = { ...driver, occupationCode: '0101002' };
    const plan = { sumInsured: 1000000, coverPeriod: '1 年', payPeriod: '1 年交', payMode: '年交' as const };
    expect(quoteOf(termsOf('HT2401'), 'accident', plan, clerk, decisionOf(null), day)).toMatchObject({ standardPremium: 99, occupationLoadingRate: 0, premium: 99 });
    const extra = decisionOf({ conclusion: 'extra', answers: [{ code: 'Q5', value: 'Y' }] });
    expect(quoteOf(termsOf('HT2401'), 'accident', plan, clerk, extra, day)).toMatchObject({ loadingRate: 25, premium: 123.75 });
  });
});
