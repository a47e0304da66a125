// Data a customer types that the sandbox checks as a real service would: fresh, and with valid check digits.

const random = (digits: number) => Array.from({ length: digits }, () => Math.floor(Math.random() * 10)).join('');

/** A fresh phone: logging in with the SMS code registers a customer with no real name yet. */
export const freshPhone = () => `137${random(8)}`;

/** A mainland ID number with a valid check digit, of a man born 1990-03-07 in 北京市朝阳区. */
export function idCardNumber(): string {
  const body = '11010519900307123';
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * weights[index], 0);
  return body + '10X98765432'[sum % 11];
}

/** The number followed by its Luhn check digit, as every bank card number ends. */
function withLuhnDigit(body: string): string {
  const sum = [...body].reverse().reduce((total, digit, index) => {
    const value = Number(digit) * (index % 2 === 0 ? 2 : 1);
    return total + (value > 9 ? value - 9 : value);
  }, 0);
  return body + String((10 - (sum % 10)) % 10);
}

/** A 中国工商银行 debit card number nobody holds yet. */
export const icbcCardNumber = () => withLuhnDigit(`622202${random(12)}`);
