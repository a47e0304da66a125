import { describe, expect, it } from 'vitest';
import { qrSquares, wrapLines } from '../../../widgets/share-poster/layout';

const tenPerChar = (text: string) => [...text].length * 10;

describe('share poster layout', () => {
  it('breaks Chinese text by character and ends an overlong text with an ellipsis', () => {
    expect(wrapLines('鸿泰康宁重大疾病保险', 50, tenPerChar, 3)).toEqual(['鸿泰康宁重', '大疾病保险']);
    expect(wrapLines('一二三四五六七八九十甲乙', 50, tenPerChar, 2)).toEqual(['一二三四五', '六七八九…']);
    expect(wrapLines('', 50, tenPerChar, 2)).toEqual([]);
  });

  it('draws a QR code that fills its box, with the three finder squares in the corners', () => {
    const { cell, squares } = qrSquares('https://www.hongtai-life.example/official/easy-more/product-attract?productId=HT2601', 180);
    const modules = 180 / cell;
    expect(Number.isInteger(Math.round(modules))).toBe(true);
    const dark = new Set(squares.map(([x, y]) => `${Math.round(x / cell)},${Math.round(y / cell)}`));
    for (const [x, y] of [[0, 0], [modules - 1, 0], [0, modules - 1]]) expect(dark.has(`${Math.round(x)},${Math.round(y)}`)).toBe(true);
    // A finder square is 7 modules wide with a light separator after it.
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((x) => dark.has(`${x},0`))).toEqual([true, true, true, true, true, true, true, false]);
  });
});
