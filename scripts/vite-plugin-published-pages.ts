import { createReadStream, readFileSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { UPLOAD_TYPES } from '../studio/server/assets/image-rules';
import { ASSETS_CACHE_CONTROL } from './lib/cache-control';
import { publishedDir, releaseKeys } from './lib/published-dir';
import { LOCAL_MODES } from './lib/local-modes';

const BASE = '/official-pages/';
const VIRTUAL_ID = 'virtual:publishing';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** A version and an uploaded picture are named by their content: kept for good. The release changes: revalidated on every load. */
const cacheControl = (file: string) => (file === 'release.json' ? 'no-cache' : ASSETS_CACHE_CONTROL);
const SAFE_FILE = /^(release\.json|versions\/[0-9a-f]{64}\.json|assets\/[0-9a-f]{64}\.(png|jpg|webp|gif))$/;
const contentType = (file: string) => Object.entries(UPLOAD_TYPES).find(([, extension]) => file.endsWith(`.${extension}`))?.[0] ?? 'application/json; charset=utf-8';

/**
 * The published pages (and the pictures staff uploaded for them) as the portal fetches them: the object store's directory served at /official-pages/
 * by the dev and preview servers (a CDN in front of the bucket in production, deploy/README.md), and what
 * the build verifies releases with (`virtual:publishing`: the service's public keys, the runtime version).
 */
export function publishedPagesPlugin(): Plugin {
  let root = process.cwd();
  let local = false;
  const serve: Connect.NextHandleFunction = (req, res, next) => {
    const path = req.url?.split('?')[0] ?? '';
    if (!path.startsWith(BASE)) return next();
    const file = normalize(path.slice(BASE.length));
    const full = join(publishedDir(), file);
    let size: number;
    try {
      size = SAFE_FILE.test(file) ? statSync(full).size : -1;
    } catch {
      size = -1;
    }
    if (size < 0) {
      // Nothing published yet on this machine: no release, said without a 404 that every page would log.
      res.statusCode = file === 'release.json' && SAFE_FILE.test(file) ? 204 : 404;
      res.setHeader('Cache-Control', 'no-cache');
      res.end();
      return;
    }
    res.setHeader('Content-Type', contentType(file));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Length', String(size));
    res.setHeader('Cache-Control', cacheControl(file));
    createReadStream(full).pipe(res);
  };
  return {
    name: 'official-published-pages',
    configResolved(config) {
      root = config.root;
      local = LOCAL_MODES.includes(config.mode);
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
      return `export const releaseKeys = ${JSON.stringify(releaseKeys(local))};\nexport const runtimeVersion = ${JSON.stringify(version)};\n`;
    },
    configureServer(server) {
      server.middlewares.use(serve);
    },
    configurePreviewServer(server) {
      server.middlewares.use(serve);
    },
  };
}
