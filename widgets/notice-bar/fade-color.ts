/**
 * What arco's notice bar is built with in place of @arco-design/mobile-utils (scripts/vite-plugin-stand-ins.ts):
 * the same helpers, with a `fadeColor` that knows no CSS colour names. arco's took a 150-name colour table
 * into the chunk every route loads (1.4 KB gz) to fade a scrolling notice into a background given by name;
 * the portal's notice bar is given no background style (NoticeBar.tsx), and one given in hex or rgb()
 * fades as before.
 */
export { cls, nextTick } from '@arco-design/mobile-utils';

/** The colour made transparent, as arco's `fadeColor` gives it; '' for what it cannot fade. */
export function fadeColor(color: string): string {
  if (/^#[A-Fa-f0-9]{6}$/.test(color)) return `${color}00`;
  if (/^rgb\(.*?\)$/.test(color)) return color.replace(/rgb\((.*?)\)/, 'rgba($1, 0)');
  return '';
}
