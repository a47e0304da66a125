import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serveConsoleBuild } from '../../../scripts/lib/console-build';

describe('vite preview serves the console\'s build at /official-studio/', () => {
  let dir: string;
  let server: Server;
  const serve = async (build: (dir: string) => void) => {
    dir = mkdtempSync(join(tmpdir(), 'console-build-'));
    build(dir);
    const middleware = serveConsoleBuild(dir);
    server = createServer((req, res) => middleware(req as never, res, () => res.writeHead(418).end('next')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  afterEach(() => {
    server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends hashed assets for good, any other address its index.html, revalidated; the API and other paths are not its own', async () => {
    const origin = await serve((root) => {
      mkdirSync(join(root, 'assets'));
      writeFileSync(join(root, 'index.html'), '<div id="console"></div>');
      writeFileSync(join(root, 'assets/index-abc.js'), 'export {};');
    });
    const asset = await fetch(`${origin}/official-studio/assets/index-abc.js`);
    expect([asset.headers.get('cache-control'), asset.headers.get('content-type'), await asset.text()]).toEqual(['public, max-age=31536000, immutable', 'application/javascript; charset=utf-8', 'export {};']);
    for (const path of ['/official-studio/', '/official-studio/pages/12?tab=preview', '/official-studio/..%2F..%2Fetc%2Fpasswd', '/official-studio/%E0%A4%A']) {
      const page = await fetch(`${origin}${path}`);
      expect([page.status, page.headers.get('cache-control'), await page.text()], path).toEqual([200, 'no-cache', '<div id="console"></div>']);
    }
    const bare = await fetch(`${origin}/official-studio`, { redirect: 'manual' });
    expect([bare.status, bare.headers.get('location')]).toEqual([301, '/official-studio/']);
    expect((await fetch(`${origin}/official-studio/api/me`)).status).toBe(418);
    expect((await fetch(`${origin}/official/`)).status).toBe(418);
  });

  it('says how to build it when it is not built', async () => {
    const origin = await serve(() => undefined);
    const page = await fetch(`${origin}/official-studio/pages`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('npm run build:console');
  });
});
