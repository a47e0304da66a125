// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkOwnBuild, choosePort } from '../../../scripts/lib/snapshot-server';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** A server on a free loopback port answering every request with `body`: another checkout's, say. */
async function serving(body: string): Promise<{ origin: string; port: number }> {
  const server = createServer((_, response) => response.end(body));
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return { origin: `http://127.0.0.1:${port}`, port };
}

/** A project folder holding a build whose manifest is `manifest`. */
function build(manifest: string): string {
  const root = mkdtempSync(join(tmpdir(), 'snapshot-server-'));
  mkdirSync(join(root, 'dist/.vite'), { recursive: true });
  writeFileSync(join(root, 'dist/.vite/manifest.json'), manifest);
  return root;
}

describe('the snapshot run\'s server', () => {
  it('takes a free port when none is asked for', async () => {
    const port = await choosePort(undefined);
    expect(port).toBeGreaterThan(0);
    const taken = await serving('');
    expect(await choosePort(undefined)).not.toBe(taken.port);
  });

  it('refuses a port asked for that another server listens on, naming it', async () => {
    const { port } = await serving('another checkout');
    await expect(choosePort(port)).rejects.toThrow(`port ${port} is busy`);
  });

  it('is used only when it answers with the run\'s own build', async () => {
    const root = build('{"index.html":{"file":"assets/index-A1.js"}}');
    const own = await serving('{"index.html":{"file":"assets/index-A1.js"}}');
    await expect(checkOwnBuild(own.origin, root, 'dist')).resolves.toBeUndefined();
    const other = await serving('{"index.html":{"file":"assets/index-B2.js"}}');
    await expect(checkOwnBuild(other.origin, root, 'dist')).rejects.toThrow(`the server at ${other.origin} answered with another build than dist`);
  });
});
