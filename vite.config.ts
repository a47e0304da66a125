/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { devPrebundle } from './scripts/dev-prebundle.ts';
import { BASE_PATH } from './runtime/platform/base-path.ts';

// Loaded through tsx rather than bundled with this config: the plugin reads the extension catalogue,
// whose lazy component imports must stay unfollowed here.
const { pagesPlugin } = (await tsImport('./scripts/vite-plugin-pages.ts', import.meta.url)) as typeof import('./scripts/vite-plugin-pages');
const { servicesPlugin } = (await tsImport('./scripts/vite-plugin-services.ts', import.meta.url)) as typeof import('./scripts/vite-plugin-services');
const { sandboxPlugin } = (await tsImport('./sandbox/vite-plugin.ts', import.meta.url)) as typeof import('./sandbox/vite-plugin');
const { formValidatorsPlugin } = (await tsImport('./scripts/vite-plugin-form-validators.ts', import.meta.url)) as typeof import('./scripts/vite-plugin-form-validators');
const { cspGuardPlugin } = (await tsImport('./scripts/vite-plugin-csp-guard.ts', import.meta.url)) as typeof import('./scripts/vite-plugin-csp-guard');
const { securityHeadersPlugin } = (await tsImport('./scripts/vite-plugin-security-headers.ts', import.meta.url)) as typeof import('./scripts/vite-plugin-security-headers');
const { routePreloadPlugin } = (await tsImport('./scripts/vite-plugin-route-preload.ts', import.meta.url)) as typeof import('./scripts/vite-plugin-route-preload');
const { devPreloadPlugin } = (await tsImport('./scripts/vite-plugin-dev-preload.ts', import.meta.url)) as typeof import('./scripts/vite-plugin-dev-preload');
const { playgroundPlugin } = (await tsImport('./scripts/vite-plugin-playground.ts', import.meta.url)) as typeof import('./scripts/vite-plugin-playground');
const { publishedPagesPlugin } = (await tsImport('./scripts/vite-plugin-published-pages.ts', import.meta.url)) as typeof import('./scripts/vite-plugin-published-pages');
const { studioPlugin } = (await tsImport('./scripts/vite-plugin-studio.ts', import.meta.url)) as typeof import('./scripts/vite-plugin-studio');
const { arcoPrivateHelpersPlugin } = (await tsImport('./scripts/vite-plugin-arco-private-helpers.ts', import.meta.url)) as typeof import('./scripts/vite-plugin-arco-private-helpers');
const { standInsPlugin } = (await tsImport('./scripts/vite-plugin-stand-ins.ts', import.meta.url)) as typeof import('./scripts/vite-plugin-stand-ins');
const { reactRouterShakePlugin } = (await tsImport('./scripts/vite-plugin-react-router-shake.ts', import.meta.url)) as typeof import('./scripts/vite-plugin-react-router-shake');
const { compileHintsPlugin } = (await tsImport('./scripts/vite-plugin-compile-hints.ts', import.meta.url)) as typeof import('./scripts/vite-plugin-compile-hints');

/** Unit test folders that need no document (vite.config's `test.projects`). */
const NODE_TESTS = ['sandbox', 'config', 'scripts', 'pages-config', 'snapshots', 'http', 'docs', 'studio', ...['actions', 'checks', 'data', 'expression', 'guard', 'navigation', 'page', 'publishing', 'registry'].map((part) => `core/${part}`)]
  .map((folder) => `tests/unit/${folder}/**/*.test.ts`);

export default defineConfig({
  base: `${BASE_PATH}/`,
  plugins: [react(), pagesPlugin(), servicesPlugin(), sandboxPlugin(), formValidatorsPlugin(), cspGuardPlugin(), securityHeadersPlugin(), routePreloadPlugin(), devPreloadPlugin('/runtime/main.tsx'), playgroundPlugin(), publishedPagesPlugin(), studioPlugin(), arcoPrivateHelpersPlugin(), standInsPlugin(), reactRouterShakePlugin(), compileHintsPlugin()],
  resolve: {
    alias: [
      // arco's Less sources import with webpack's "~package" syntax.
      { find: /^~@arco-design\//, replacement: '@arco-design/' },
      // rjsf's markdown renderer: our form texts are plain (widgets/schema-form/plain-markdown.tsx).
      { find: /^markdown-to-jsx\/react$/, replacement: fileURLToPath(new URL('./widgets/schema-form/plain-markdown.tsx', import.meta.url)) },
      // arco's Promise polyfill: the browser's own (runtime/platform/native-promise.ts says why).
      { find: /^es6-promise$/, replacement: fileURLToPath(new URL('./runtime/platform/native-promise.ts', import.meta.url)) },
    ],
  },
  css: {
    preprocessorOptions: {
      // arco ships Less sized for a 50px root; our root size follows docs/product.md, Layout (16px on a 375px phone).
      // Its grey hint text, placeholders, danger red and notice text are below 4.5:1 on their
      // backgrounds: the same accessible values as the tokens in runtime/react/app.css.
      less: {
        javascriptEnabled: true,
        modifyVars: {
          'base-font-size': 16,
          'sub-info-font-color': '#667080',
          'input-placeholder-color': '#667080',
          'danger-color': '#cb2634',
          'notice-bar-color': '#a64500',
        },
      },
    },
  },
  // The list is complete (its test keeps it so): Vite's own scan of the app would only repeat it, and hold
  // up the first page's dependencies while it runs.
  optimizeDeps: { include: devPrebundle, noDiscovery: true },
  // Transforms the app's static module graph as the dev server starts, not one import wave at a time as
  // the browser discovers it.
  server: { warmup: { clientFiles: ['./runtime/main.tsx'] } },
  build: { target: 'es2020', manifest: true, chunkSizeWarningLimit: 400 },
  test: {
    setupFiles: ['tests/unit/setup.ts'],
    // Tests of the config compiler, the sandbox, the tools and the engine's plain TypeScript run without a
    // document (a DOM for each of those 80 files cost a fifth of a second apiece); what renders, and the
    // session and drafts kept in web storage, run in one.
    projects: [
      // Tests without a document share each worker's imports instead of loading every module again per
      // file: the same checks in two thirds of the time. What renders keeps a fresh document and modules per file.
      { extends: true, test: { name: 'node', environment: 'node', include: NODE_TESTS, isolate: false } },
      { extends: true, test: { name: 'dom', environment: 'happy-dom', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: NODE_TESTS } },
    ],
    // Worker threads start faster than forked processes: 125 files, each in a fresh worker. One worker per
    // core: Vitest's default leaves one core to itself, which on two cores halves the run.
    pool: 'threads',
    maxWorkers: '100%',
    // Some tests validate or render all 150 pages (scaffold, prerender, form names): a few seconds alone,
    // several times that on two cores shared with a browser run. A hang still fails, at 20 s.
    testTimeout: 20_000,
  },
});
