// The operations console's build (studio/console): `npm run build:console` writes it here, `vite preview`
// of a sandbox build serves it at /official-studio/ (scripts/vite-plugin-studio.ts), nginx from wherever
// it is deployed (deploy/).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { Connect } from 'vite';
import { CONSOLE_BASE } from '../../studio/console/base';
import { ASSETS_CACHE_CONTROL } from './cache-control';

/** Where `npm run build:console` writes the console (relative to the project). */
export const CONSOLE_BUILD_DIR = 'node_modules/.cache/console-dist';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'application/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2', '.json': 'application/json; charset=utf-8',
};

const NOT_BUILT = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>运营发布台尚未构建</title></head>
<body style="font-family: sans-serif; padding: 48px; line-height: 1.8">
<h1>运营发布台尚未构建</h1>
<p>这里是 <code>vite preview</code> 提供的运营发布台，它读取的构建结果还不存在。请在项目目录中运行：</p>
<pre>npm run build:console</pre>
<p>完成后刷新本页。开发时请用 <code>npm start</code>，它直接提供运营发布台，无需构建。</p>
</body></html>\n`;

/** A path's file name as written; one that does not decode names no file. */
const safeDecode = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return '';
  }
};

function send(res: Parameters<Connect.NextHandleFunction>[1], file: string, cacheControl: string): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', cacheControl);
  createReadStream(file).pipe(res);
}

/**
 * The built console under /official-studio/ (its API, below it, is the service's): hashed assets kept for
 * good, any other address answered with index.html (the console routes it), revalidated each time; a
 * clear page saying how to build it when it is not built.
 */
export function serveConsoleBuild(dir: string): Connect.NextHandleFunction {
  return (req, res, next) => {
    const path = req.url?.split('?')[0] ?? '';
    if (path === CONSOLE_BASE.slice(0, -1)) {
      res.writeHead(301, { Location: CONSOLE_BASE }).end();
      return;
    }
    if (!path.startsWith(CONSOLE_BASE) || path.startsWith(`${CONSOLE_BASE}api/`)) return next();
    const file = normalize(join(dir, safeDecode(path.slice(CONSOLE_BASE.length))));
    if (file.startsWith(join(dir, sep)) && existsSync(file) && statSync(file).isFile()) {
      return send(res, file, file.startsWith(join(dir, 'assets')) ? ASSETS_CACHE_CONTROL : 'no-cache');
    }
    const index = join(dir, 'index.html');
    if (existsSync(index)) return send(res, index, 'no-cache');
    res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(NOT_BUILT);
  };
}
