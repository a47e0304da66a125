import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort } from '../serve';
import { amisBenchFiles } from './pages';
import { amisSdk } from './sdk';

export interface AmisBench {
  /** A bench page ("/bench-list.html?n=200") as a full address. */
  url(path: string): string;
  stop(): void;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.woff': 'font/woff', '.ttf': 'font/ttf', '.eot': 'application/vnd.ms-fontobject',
};

/**
 * Serves the amis bench pages and the amis SDK on a loopback port, gzipped when the browser accepts it
 * as vite preview serves our build (compressed once, then from memory, so serving costs the same).
 */
export async function serveAmisBench(root: string): Promise<AmisBench> {
  const sdk = amisSdk(root);
  const pages = amisBenchFiles();
  const gzipped = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = path.startsWith('/sdk/') ? join(sdk, normalize(path.slice('/sdk/'.length))) : '';
    let body: Buffer;
    try {
      const page = pages.get(path);
      if (page === undefined && !file.startsWith(sdk + sep)) throw new Error('not a bench file');
      body = page !== undefined ? Buffer.from(page) : readFileSync(file);
    } catch {
      response.writeHead(404).end();
      return;
    }
    const headers: Record<string, string> = { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' };
    if (/\bgzip\b/.test(String(request.headers['accept-encoding']))) {
      if (!gzipped.has(path)) gzipped.set(path, gzipSync(body));
      body = gzipped.get(path)!;
      headers['Content-Encoding'] = 'gzip';
    }
    response.writeHead(200, headers).end(body);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: (path) => `http://127.0.0.1:${port}${path}`, stop: () => server.close() };
}
