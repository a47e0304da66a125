import { describe, expect, it } from 'vitest';
import { maskPhone } from '../../../../runtime/core/session';

describe('maskPhone', () => {
  it('shows only the last 4 digits', () => {
    expect(maskPhone('13800008000')).toBe('*******8000');
    expect(maskPhone('85291234567')).toBe('*******4567');
  });

  it('leaves short or missing values as they are', () => {
    expect(maskPhone('8000')).toBe('8000');
    expect(maskPhone('')).toBe('');
    expect(maskPhone(undefined)).toBe('');
    expect(maskPhone(null)).toBe('');
  });
});
