// Mainland resident identity card numbers: checksum (GB 11643) and the facts they encode.
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

export function isValidIdCard(value: string): boolean {
  const no = value.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(no)) return false;
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(no[i]), 0);
  return CHECK[sum % 11] === no[17];
}

export function idCardFacts(value: string): { birthday: string; sex: '1' | '2' } {
  return { birthday: `${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}`, sex: Number(value[16]) % 2 === 1 ? '1' : '2' };
}
