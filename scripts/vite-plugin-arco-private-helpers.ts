import type { Plugin } from 'vite';

/** arco components loaded only in lazy chunks whose `_helpers` functions no eagerly loaded component uses. */
const LAZY_COMPONENTS = ['pull-refresh'];
const IMPORTER = new RegExp(`/@arco-design/mobile-react/esm/(${LAZY_COMPONENTS.join('|')})/[^/]+\\.js$`);
const SUFFIX = '?private-helpers';

/**
 * Gives the arco components above a copy of their own of `_helpers/index.js`. A module lives in one chunk
 * only: the entry imports that file (every arco component does), so the helpers only these components use
 * (PullRefresh's `setStyleWithVendor`) would be built into the entry's copy and loaded by every route. The
 * private copy is tree-shaken to what they use and goes into their own chunk.
 */
export function arcoPrivateHelpersPlugin(): Plugin {
  return {
    name: 'official:arco-private-helpers',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== '../_helpers' || !importer || !IMPORTER.test(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, id: `${resolved.id}${SUFFIX}` };
    },
  };
}
