// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { devPreloadPlugin } from '../../../scripts/vite-plugin-dev-preload';

const FILES: Record<string, string> = {
  'index.html': '<!doctype html><html><head></head><body><script type="module" src="/main.ts"></script></body></html>',
  'main.ts': "import { shown } from './first';\nimport './look.css';\nexport const later = () => import('./lazy');\nconsole.log(shown);\n",
  'first.ts': "import { deeper } from './second';\nexport const shown = deeper + 1;\n",
  'second.ts': 'export const deeper = 1;\n',
  'look.css': 'body { margin: 0; }\n',
  'lazy.ts': "import { deeper } from './second';\nexport const late = deeper;\n",
};

describe('the dev server preloads the first page', () => {
  let root: string;
  let server: ViteDevServer;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'dev-preload-'));
    for (const [name, text] of Object.entries(FILES)) writeFileSync(join(root, name), text);
    server = await createServer({ root, base: '/official/', configFile: false, logLevel: 'silent', server: { port: 0 }, optimizeDeps: { noDiscovery: true }, plugins: [devPreloadPlugin('/main.ts')] });
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('lists every module the entry imports statically, at any depth, so the browser asks for them in one wave', async () => {
    const html = await server.transformIndexHtml('/official/', FILES['index.html']);
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
    expect(preloaded).toEqual(expect.arrayContaining(['/official/first.ts', '/official/second.ts', '/official/look.css']));
    expect(preloaded, 'a dynamic import is loaded when needed, not with the first page').not.toContain('/official/lazy.ts');
    expect(preloaded, 'the entry is the page script itself').not.toContain('/official/main.ts');
  });
});
