// Filters are the only "functions" an expression can call: `{{ item.phone | maskTail4 }}`.
// Each is pure and total: bad input gives a sensible display value, never an exception.

export type Filter = (input: unknown, ...args: unknown[]) => unknown;

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(input: unknown): Date | undefined {
  if (input === null || input === undefined || input === '') return undefined;
  const date = input instanceof Date ? input : new Date(typeof input === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(input) ? `${input}T00:00:00` : (input as string | number));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export const filters: Record<string, Filter> = {
  /** Shows only the last four characters: 13800138000 → *******8000. */
  maskTail4(input) {
    const text = input === null || input === undefined ? '' : String(input);
    return text.length <= 4 ? text : '*'.repeat(text.length - 4) + text.slice(-4);
  },
  /** Phone masked the way the insurer prints it: 138****8000. */
  maskPhone(input) {
    const text = input === null || input === undefined ? '' : String(input);
    return text.length < 7 ? text : `${text.slice(0, 3)}****${text.slice(-4)}`;
  },
  date(input, format = 'YYYY-MM-DD') {
    const date = toDate(input);
    if (!date) return '';
    const parts: Record<string, string> = {
      YYYY: String(date.getFullYear()), MM: pad(date.getMonth() + 1), DD: pad(date.getDate()),
      HH: pad(date.getHours()), mm: pad(date.getMinutes()), ss: pad(date.getSeconds()),
    };
    return String(format).replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token]);
  },
  /** Money with thousands separators and fixed decimals: 12345.6 → 12,345.60. */
  money(input, digits = 2) {
    const value = Number(input);
    if (input === null || input === undefined || input === '' || Number.isNaN(value)) return '-';
    return value.toLocaleString('zh-CN', { minimumFractionDigits: Number(digits), maximumFractionDigits: Number(digits) });
  },
  default(input, fallback = '-') {
    return input === null || input === undefined || input === '' ? fallback : input;
  },
  length(input) {
    return Array.isArray(input) || typeof input === 'string' ? input.length : 0;
  },
  join(input, separator = '、') {
    return Array.isArray(input) ? input.join(String(separator)) : input;
  },
  includes(input, value) {
    return Array.isArray(input) || typeof input === 'string' ? (input as unknown[]).includes(value as never) : false;
  },
  encode(input) {
    return encodeURIComponent(input === null || input === undefined ? '' : String(input));
  },
};
