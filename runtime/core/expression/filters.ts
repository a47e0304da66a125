// Filters are the only "functions" an expression can call: `{{ item.phone | maskPhone }}`.
// Each is pure and total: bad input gives a sensible display value, never an exception. What each does
// for authors is in filter-docs.ts.

import { isValidBankCardNo } from '../checks/bank-card';
import { idCardFacts, isValidIdCard } from '../checks/id-card';
import { listFilters } from './list-filters';
import { maskPhone } from '../session/mask-phone';
import type { FilterSpec } from './filter-spec';

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(input: unknown): Date | undefined {
  if (input === null || input === undefined || input === '') return undefined;
  const date = input instanceof Date ? input : new Date(typeof input === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(input) ? `${input}T00:00:00` : (input as string | number));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The filters every page may use. */
export const builtinFilters: readonly FilterSpec[] = [
  {
    name: 'maskPhone',
    run: (input) => maskPhone(input === null || input === undefined ? '' : String(input)),
  },
  {
    name: 'isMobile',
    run(input, countryCode = '86') {
      const text = input === null || input === undefined ? '' : String(input);
      return String(countryCode || '86') === '86' ? /^1[3-9]\d{9}$/.test(text) : /^\d{5,15}$/.test(text);
    },
  },
  {
    name: 'date',
    run(input, format = 'YYYY-MM-DD') {
      const date = toDate(input);
      if (!date) return '';
      const parts: Record<string, string> = {
        YYYY: String(date.getFullYear()), MM: pad(date.getMonth() + 1), DD: pad(date.getDate()),
        HH: pad(date.getHours()), mm: pad(date.getMinutes()), ss: pad(date.getSeconds()),
      };
      return String(format).replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token]);
    },
  },
  {
    name: 'money',
    run(input, digits = 2) {
      const value = Number(input);
      if (input === null || input === undefined || input === '' || Number.isNaN(value)) return '-';
      return value.toLocaleString('zh-CN', { minimumFractionDigits: Number(digits), maximumFractionDigits: Number(digits) });
    },
  },
  {
    name: 'yuan',
    run(input, fallback = '-') {
      const value = Number(input);
      if (input === null || input === undefined || input === '' || Number.isNaN(value)) return fallback;
      return `¥${value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    },
  },
  {
    name: 'text',
    run: (input) => (input === null || input === undefined || typeof input === 'object' ? '' : String(input)),
  },
  {
    name: 'number',
    run(input) {
      if (typeof input === 'number') return Number.isFinite(input) ? input : null;
      const value = typeof input === 'string' && input.trim() !== '' ? Number(input) : NaN;
      return Number.isFinite(value) ? value : null;
    },
  },
  {
    name: 'default',
    run(input, fallback = '-') {
      return input === null || input === undefined || input === '' ? fallback : input;
    },
  },
  {
    name: 'length',
    run(input) {
      return Array.isArray(input) || typeof input === 'string' ? input.length : 0;
    },
  },
  {
    name: 'slice',
    run(input, start = 0, end?: unknown) {
      if (!Array.isArray(input) && typeof input !== 'string') return input;
      const from = Number(start);
      const to = end === undefined || end === null || end === '' ? undefined : Number(end);
      return input.slice(Number.isFinite(from) ? from : 0, to === undefined || Number.isNaN(to) ? undefined : to);
    },
  },
  {
    name: 'join',
    run(input, separator = '、') {
      return Array.isArray(input) ? input.join(String(separator)) : input;
    },
  },
  {
    name: 'includes',
    run(input, value) {
      return Array.isArray(input) || typeof input === 'string' ? (input as unknown[]).includes(value as never) : false;
    },
  },
  {
    name: 'bankCardNo',
    run(input) {
      return typeof input === 'string' && isValidBankCardNo(input);
    },
  },
  {
    name: 'idCard',
    run(input) {
      if (typeof input !== 'string' || !isValidIdCard(input.trim())) return null;
      const facts = idCardFacts(input.trim().toUpperCase());
      return { ...facts, sexName: facts.sex === '1' ? '男' : '女' };
    },
  },
  {
    name: 'encode',
    run(input) {
      return encodeURIComponent(input === null || input === undefined ? '' : String(input));
    },
  },
  {
    name: 'json',
    run(input) {
      return input === undefined ? '' : JSON.stringify(input, null, 2);
    },
  },
  ...listFilters,
];
