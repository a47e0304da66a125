// @vitest-environment node
import * as arcoUtils from '@arco-design/mobile-utils';
import { describe, expect, it } from 'vitest';
import * as standIn from '../../../../widgets/notice-bar/fade-color';
import { standInsPlugin } from '../../../../scripts/vite-plugin-stand-ins';

// What arco's notice bar is built with (scripts/vite-plugin-stand-ins.ts) fades its scrolling text
// into the bar's background as arco's own utilities do, for what the portal can give it.
describe('the notice bar\'s utilities', () => {
  it.each([
    ['undefined', 'a bar given no background style (the portal\'s)'],
    ['', 'no colour'],
    ['#fff7e8', 'a hex colour'],
    ['#FFF', 'a short hex colour'],
    ['rgb(255, 247, 232)', 'an rgb() colour'],
    ['rgba(255, 247, 232, 0.5)', 'an rgba() colour'],
    ['linear-gradient(#fff, #000)', 'a gradient'],
  ])('fades %s (%s) as arco does', (color) => {
    expect(standIn.fadeColor(color)).toBe(arcoUtils.fadeColor(color));
  });

  it('keeps arco\'s class names and next tick', () => {
    expect(standIn.cls).toBe(arcoUtils.cls);
    expect(standIn.nextTick).toBe(arcoUtils.nextTick);
  });

  it('are given to arco\'s notice bar alone', () => {
    const resolve = standInsPlugin().resolveId as (source: string, importer?: string) => string | null;
    expect(resolve('@arco-design/mobile-utils', '/p/node_modules/@arco-design/mobile-react/esm/notice-bar/index.js')).toMatch(/widgets\/notice-bar\/fade-color\.ts$/);
    expect(resolve('@arco-design/mobile-utils', '/p/node_modules/@arco-design/mobile-react/esm/carousel/index.js')).toBeNull();
    expect(resolve('@arco-design/mobile-utils', '/p/widgets/notice-bar/fade-color.ts')).toBeNull();
    expect(resolve('../context-provider', '/p/node_modules/@arco-design/mobile-react/esm/notice-bar/index.js')).toBeNull();
  });
});
