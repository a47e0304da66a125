// Filters are the only "functions" an expression can call: `{{ item.phone | maskPhone }}`.
// Each is pure and total: bad input gives a sensible display value, never an exception.

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
    usage: 'maskPhone',
    description: 'A phone number masked as the portal shows every phone number, only its last four digits visible: 13800138000 → *******8000.',
    run: (input) => maskPhone(input === null || input === undefined ? '' : String(input)),
  },
  {
    name: 'isMobile',
    usage: "isMobile('86')",
    description: "Whether a phone number can receive an SMS code: for +86 a mainland mobile (11 digits, 13x–19x), elsewhere 5 to 15 digits. `{{ !(state.phone | isMobile) }}` keeps 获取验证码 unavailable for 1380013.",
    run(input, countryCode = '86') {
      const text = input === null || input === undefined ? '' : String(input);
      return String(countryCode || '86') === '86' ? /^1[3-9]\d{9}$/.test(text) : /^\d{5,15}$/.test(text);
    },
  },
  {
    name: 'date',
    usage: "date('YYYY-MM-DD')",
    description: 'A date or timestamp in the given format (YYYY MM DD HH mm ss); empty when it is not a date.',
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
    usage: 'money(2)',
    description: 'An amount with thousands separators and fixed decimals: 12345.6 → 12,345.60; `-` when it is not a number.',
    run(input, digits = 2) {
      const value = Number(input);
      if (input === null || input === undefined || input === '' || Number.isNaN(value)) return '-';
      return value.toLocaleString('zh-CN', { minimumFractionDigits: Number(digits), maximumFractionDigits: Number(digits) });
    },
  },
  {
    name: 'yuan',
    usage: "yuan('以审核核定为准')",
    description: "An amount of money as customers read it everywhere: 4926.4 → ¥4,926.40; the given text (`-` by default) when it is not a number.",
    run(input, fallback = '-') {
      const value = Number(input);
      if (input === null || input === undefined || input === '' || Number.isNaN(value)) return fallback;
      return `¥${value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    },
  },
  {
    name: 'default',
    usage: "default('-')",
    description: 'The given fallback when the value is empty (null, undefined or an empty string).',
    run(input, fallback = '-') {
      return input === null || input === undefined || input === '' ? fallback : input;
    },
  },
  {
    name: 'length',
    usage: 'length',
    description: "The number of items of a list or characters of a text; 0 for anything else. A count is `data.claims | where('status', 'paid') | length`.",
    run(input) {
      return Array.isArray(input) || typeof input === 'string' ? input.length : 0;
    },
  },
  {
    name: 'slice',
    usage: 'slice(0, 3)',
    description: 'Part of a list or text, from the start index up to (not including) the end index: the first N items are `slice(0, N)`. Anything else is left as it is.',
    run(input, start = 0, end?: unknown) {
      if (!Array.isArray(input) && typeof input !== 'string') return input;
      const from = Number(start);
      const to = end === undefined || end === null || end === '' ? undefined : Number(end);
      return input.slice(Number.isFinite(from) ? from : 0, to === undefined || Number.isNaN(to) ? undefined : to);
    },
  },
  {
    name: 'join',
    usage: "join('、')",
    description: 'The items of a list joined with the separator.',
    run(input, separator = '、') {
      return Array.isArray(input) ? input.join(String(separator)) : input;
    },
  },
  {
    name: 'includes',
    usage: 'includes(value)',
    description: 'Whether a list holds the value, or a text contains it.',
    run(input, value) {
      return Array.isArray(input) || typeof input === 'string' ? (input as unknown[]).includes(value as never) : false;
    },
  },
  {
    name: 'bankCardNo',
    usage: 'bankCardNo',
    description: 'Whether a text is a bank card number: 12–19 digits ending in the Luhn check digit of the others (6225880137706868 → true, 6225880137706869 → false). Checked as the number is typed, before it is sent anywhere.',
    run(input) {
      return typeof input === 'string' && isValidBankCardNo(input);
    },
  },
  {
    name: 'idCard',
    usage: 'idCard',
    description: "What a mainland resident ID number tells, or null when it is not one (wrong length, date or check character): 310115198605184519 → { birthday: '1986-05-18', sex: '1', sexName: '男' }. For showing the birth date and sex a typed number encodes, and refusing a mistyped one before anything is sent.",
    run(input) {
      if (typeof input !== 'string' || !isValidIdCard(input.trim())) return null;
      const facts = idCardFacts(input.trim().toUpperCase());
      return { ...facts, sexName: facts.sex === '1' ? '男' : '女' };
    },
  },
  {
    name: 'encode',
    usage: 'encode',
    description: 'The value encoded for a query parameter of a link.',
    run(input) {
      return encodeURIComponent(input === null || input === undefined ? '' : String(input));
    },
  },
  {
    name: 'json',
    usage: 'json',
    description: "The value as indented JSON text, to show a service's raw answer on a test page (with the `text` widget's `code` variant).",
    run(input) {
      return input === undefined ? '' : JSON.stringify(input, null, 2);
    },
  },
  ...listFilters,
];
