import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';

const NOTICE_BAR = /\/@arco-design\/mobile-react\/esm\/notice-bar\/index\.js$/;
const STAND_IN = fileURLToPath(new URL('../widgets/notice-bar/fade-color.ts', import.meta.url));
/** The stand-in's own import of the package, which the dev server never meets (it serves arco pre-bundled). */
export const STAND_IN_IMPORT = { specifier: '@arco-design/mobile-utils', importer: 'widgets/notice-bar/fade-color.ts' } as const;

/**
 * Gives arco's notice bar its utilities without the CSS colour-name table (widgets/notice-bar/fade-color.ts):
 * it is the table's only user, and the utilities go into the chunk every route loads. Other arco modules
 * keep the package as it is; so does the dev server's pre-bundled arco.
 */
export function arcoNoticeBarPlugin(): Plugin {
  return {
    name: 'official:arco-notice-bar',
    enforce: 'pre',
    resolveId: (source, importer) => (source === '@arco-design/mobile-utils' && importer && NOTICE_BAR.test(importer) ? STAND_IN : null),
  };
}
