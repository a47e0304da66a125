// Mainland resident identity card numbers (GB 11643): the checksum and the facts the number encodes.
// Shared by the app's forms and filters and by the sandbox, which refuses what the forms refuse.
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** Sex as the insurer's dictionaries code it (GB/T 2261.1): 1 男, 2 女. */
export type Sex = '1' | '2';

export function isValidIdCard(value: string): boolean {
  const no = value.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(no)) return false;
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(no[i]), 0);
  if (CHECK[sum % 11] !== no[17]) return false;
  const { birthday } = idCardFacts(no);
  const date = new Date(`${birthday}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(birthday);
}

/** The birth date (yyyy-MM-dd) and sex an 18-digit number encodes; check it with isValidIdCard first. */
export function idCardFacts(value: string): { birthday: string; sex: Sex } {
  return { birthday: `${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}`, sex: Number(value[16]) % 2 === 1 ? '1' : '2' };
}
