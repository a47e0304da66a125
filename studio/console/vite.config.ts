// The operations console (docs/publishing.md): its own app, served at /official-studio/ beside the portal
// and never part of the portal's bundles. `npm run build:console` builds it; the dev server mounts it
// (scripts/vite-plugin-studio.ts).
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { CONSOLE_BASE } from './base.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const project = resolve(root, '../..');

/** `--outDir` names a folder of the project, where npm scripts run, as the portal's builds do: Vite would read it from this root. */
const outDirFromProject = (): Plugin => ({
  name: 'official-studio-console:out-dir',
  config: (config) => (config.build?.outDir && !isAbsolute(config.build.outDir) ? { build: { outDir: resolve(project, config.build.outDir) } } : undefined),
});

const ARCO_REFS = /\/@arco-design\/web-react\/es\/_util\/react-dom\.js$/;
const CALLBACK_ORIGIN_REF = 'export var callbackOriginRef = function (children, node) {';

/**
 * arco 2.66 hands a child's own ref its node by reading `element.ref`, which React 19 has moved to
 * `element.props.ref` (and warns, in development, on every read of the old place): read the new place.
 * A child given no ref has neither, and is left as it is. Applied to the build and to the dev server's
 * pre-bundled dependencies alike.
 */
const arcoElementRefs = (): Plugin => ({
  name: 'official-studio-console:arco-element-refs',
  transform(code, id) {
    if (!ARCO_REFS.test(id.split('?')[0])) return undefined;
    if (!code.includes(CALLBACK_ORIGIN_REF)) throw new Error(`${id}: callbackOriginRef has changed; see studio/console/vite.config.ts`);
    return code.replace(CALLBACK_ORIGIN_REF, `${CALLBACK_ORIGIN_REF}\n    if (children && children.props && 'ref' in children.props) children = { ref: children.props.ref };`);
  },
});

export default defineConfig({
  root,
  base: CONSOLE_BASE,
  // Its own pre-bundled dependencies: the portal's dev server keeps node_modules/.vite.
  cacheDir: resolve(project, 'node_modules/.vite-console'),
  plugins: [react(), outDirFromProject(), arcoElementRefs()],
  optimizeDeps: { rolldownOptions: { plugins: [arcoElementRefs()] } },
  server: { fs: { allow: [project] } },
  build: { target: 'es2020', chunkSizeWarningLimit: 1500 },
});
