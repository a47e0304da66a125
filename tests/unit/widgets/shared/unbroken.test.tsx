import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { unbroken } from '../../../../widgets/shared/unbroken';

const nowrapTexts = (text: string) => [...render(<p>{unbroken(text)}</p>).container.querySelectorAll('.nowrap')].map((span) => span.textContent);

describe('unbroken', () => {
  it('keeps a hotline, a masked phone and an amount each on one line, the words around them free to wrap', () => {
    const { container } = render(<p>{unbroken('如有疑问，请致电 400-820-9555，手机 *******8000，保费 12,000.00 元')}</p>);
    expect(container.textContent).toBe('如有疑问，请致电 400-820-9555，手机 *******8000，保费 12,000.00 元');
    expect([...container.querySelectorAll('.nowrap')].map((span) => span.textContent)).toEqual(['400-820-9555', '*******8000', '12,000.00']);
  });

  it('leaves text without a long number as it is', () => {
    expect(unbroken('全国 12 个城市')).toBe('全国 12 个城市');
    expect(nowrapTexts('工作日 9:00–17:00')).toEqual(['9:00–17:00']);
  });
});
