// Bank card numbers: the length and Luhn check digit every mainland debit card number carries, checked
// where the number is typed and again by the sandbox before a card is added.

/** Whether the text is 12–19 digits whose last digit is the Luhn check digit of the rest. */
export function isValidBankCardNo(value: string): boolean {
  if (!/^\d{12,19}$/.test(value)) return false;
  let sum = 0;
  for (let i = value.length - 1, double = false; i >= 0; i -= 1, double = !double) {
    const digit = Number(value[i]) * (double ? 2 : 1);
    sum += digit > 9 ? digit - 9 : digit;
  }
  return sum % 10 === 0;
}
