// The pure checks behind what a customer types: bank card numbers (Luhn) and mainland ID numbers (GB 11643).
import { describe, expect, it } from 'vitest';
import { isValidBankCardNo } from '../../../../runtime/core/checks/bank-card';
import { idCardFacts, isValidIdCard } from '../../../../runtime/core/checks/id-card';

describe('bank card numbers', () => {
  it('accepts 12–19 digits ending in their Luhn check digit', () => {
    expect(isValidBankCardNo('6225880137706868')).toBe(true);
    expect(isValidBankCardNo('6222020200112233446')).toBe(true);
  });

  it('refuses a mistyped digit, two swapped digits, a wrong length and anything but digits', () => {
    expect(isValidBankCardNo('6225880137706869')).toBe(false);
    expect(isValidBankCardNo('6225880137706886')).toBe(false);
    expect(isValidBankCardNo('62258801377')).toBe(false);
    expect(isValidBankCardNo('6225 8801 3770 6868')).toBe(false);
  });
});

describe('mainland ID numbers', () => {
  it('accepts a number whose check character matches, an X in either case', () => {
    expect(isValidIdCard('310115198605184519')).toBe(true);
    expect(isValidIdCard('11010519491231002X')).toBe(true);
    expect(isValidIdCard('11010519491231002x')).toBe(true);
  });

  it('refuses a wrong check character, an impossible birth date and a 15-digit number', () => {
    expect(isValidIdCard('310115198605184518')).toBe(false);
    expect(isValidIdCard('310115198602304511')).toBe(false);
    expect(isValidIdCard('310115860518451')).toBe(false);
  });

  it('reads the birth date and sex (odd 17th digit 男 1, even 女 2)', () => {
    expect(idCardFacts('310115198605184519')).toEqual({ birthday: '1986-05-18', sex: '1' });
    expect(idCardFacts('320502199006113029')).toEqual({ birthday: '1990-06-11', sex: '2' });
  });
});
