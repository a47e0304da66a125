// Renders deploy/nginx.conf for one build mode. Its security headers come from the definition the build's
// <meta> and `vite preview` use (scripts/lib/security-headers.ts), with the API hosts of that mode; the
// caching of hashed assets from the one `vite preview` uses (scripts/lib/cache-control.ts).
//   npx tsx deploy/render-nginx-conf.ts --mode production --dist /srv/official/dist --listen 8080 \
//     --api https://api.hongtai-life.example > /etc/official/nginx.conf
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import { ASSETS_CACHE_CONTROL } from '../scripts/lib/cache-control';
import { securityHeaders } from '../scripts/lib/security-headers';

export interface NginxSite {
  /** The mode `vite build --mode` built dist with: its .env.<mode> names the API hosts the CSP allows. */
  mode: string;
  dist: string;
  /** nginx `listen` value: a port or address:port. */
  listen: string;
  /** Where /official-api/ is proxied: scheme://host[:port], without a path. */
  apiUpstream: string;
  /**
   * The publishing service's object store as a directory (release.json, versions/), served at /official-pages/;
   * none: a CDN in front of the bucket serves that path instead, and this server answers it with 404.
   */
  pages?: string;
}

/** The /official-pages/ locations: the release and the versions from the object store's directory, or none. */
function publishedPages(pages: string | undefined, indent: string): string {
  const lines = pages === undefined
    ? ['location ^~ /official-pages/ {', '    return 404;', '}']
    : [
      'location = /official-pages/release.json {', `    alias "${resolve(pages)}/release.json";`, '}',
      'location ~ "^/official-pages/versions/([0-9a-f]{64}\\.json)$" {', `    alias "${resolve(pages)}/versions/$1";`, '}',
      // A plain prefix, not ^~: the versions' regular expression is still tried first.
      'location /official-pages/ {', '    return 404;', '}',
    ];
  return lines.map((line, i) => (i === 0 ? line : `${indent}${line}`)).join('\n');
}

const TEMPLATE = fileURLToPath(new URL('./nginx.conf', import.meta.url));
const PROJECT = fileURLToPath(new URL('..', import.meta.url));

export function renderNginxConf(site: NginxSite): string {
  const headers = Object.entries(securityHeaders(loadEnv(site.mode, PROJECT, 'VITE_API_')));
  const values: Record<string, string> = { listen: site.listen, dist: resolve(site.dist), api_upstream: site.apiUpstream, assets_cache_control: ASSETS_CACHE_CONTROL };
  return readFileSync(TEMPLATE, 'utf8')
    .replace(/^( *)\{\{ security_headers \}\}$/m, (_line, indent: string) => headers.map(([name, value]) => `${indent}add_header ${name} "${value}" always;`).join('\n'))
    .replace(/^( *)\{\{ published_pages \}\}$/m, (_line, indent: string) => `${indent}${publishedPages(site.pages, indent)}`)
    .replace(/\{\{ (\w+) \}\}/g, (_placeholder, key: string) => {
      if (!(key in values)) throw new Error(`deploy/nginx.conf: no value for {{ ${key} }}`);
      return values[key];
    });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { values } = parseArgs({
    options: {
      mode: { type: 'string', default: 'production' },
      dist: { type: 'string', default: resolve(PROJECT, 'dist') },
      listen: { type: 'string', default: '8080' },
      api: { type: 'string' },
      pages: { type: 'string' },
    },
  });
  if (!values.api) throw new Error('--api <scheme://host[:port]> is required: where /official-api/ is proxied');
  process.stdout.write(renderNginxConf({ mode: values.mode, dist: values.dist, listen: values.listen, apiUpstream: values.api, pages: values.pages }));
}
