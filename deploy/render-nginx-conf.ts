// Renders deploy/nginx.conf for one build mode. Its security headers come from the definition the build's
// <meta> and `vite preview` use (scripts/lib/security-headers.ts), with the API hosts of that mode; the
// caching of hashed assets from the one `vite preview` uses (scripts/lib/cache-control.ts).
//   npx tsx deploy/render-nginx-conf.ts --mode production --dist /srv/official/dist --listen 8080 \
//     --api https://api.hongtai-life.example [--console /srv/official/console --studio http://127.0.0.1:7400] > /etc/official/nginx.conf
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
   * The publishing service's object store as a directory (release.json, versions/, assets/), served at /official-pages/;
   * none: a CDN in front of the bucket serves that path instead, and this server answers it with 404.
   */
  pages?: string;
  /**
   * The operations console's build (`npm run build:console`) served at /official-studio/, and where its API,
   * /official-studio/api/, is proxied (the publishing service: scheme://host[:port]); none: 404 there.
   */
  studio?: { console: string; upstream: string };
}

/** The /official-pages/ locations: the release, the versions and the uploaded pictures from the object store's directory, or none. */
function publishedPages(pages: string | undefined, indent: string): string {
  const lines = pages === undefined
    ? ['location ^~ /official-pages/ {', '    return 404;', '}']
    : [
      'location = /official-pages/release.json {', `    alias "${resolve(pages)}/release.json";`, '}',
      'location ~ "^/official-pages/versions/([0-9a-f]{64}\\.json)$" {', `    alias "${resolve(pages)}/versions/$1";`, '}',
      'location ~ "^/official-pages/assets/([0-9a-f]{64}\\.(png|jpg|webp|gif))$" {', `    alias "${resolve(pages)}/assets/$1";`, '}',
      // A plain prefix, not ^~: the versions' regular expression is still tried first.
      'location /official-pages/ {', '    return 404;', '}',
    ];
  return lines.map((line, i) => (i === 0 ? line : `${indent}${line}`)).join('\n');
}

/**
 * The /official-studio/ locations: the console's files (hashed assets, anything else its index.html, which
 * routes it) and the service's API, to which the browser's host is passed on: the service checks that a
 * write comes from the console's own site by it.
 */
function studioConsole(studio: NginxSite['studio'], indent: string): string {
  const lines = studio === undefined
    ? ['location ^~ /official-studio/ {', '    return 404;', '}']
    : [
      'location = /official-studio {', '    return 301 /official-studio/;', '}',
      'location ^~ /official-studio/api/ {', `    proxy_pass ${studio.upstream};`, '    proxy_set_header Host $host;',
      '    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;', '    proxy_set_header X-Forwarded-Proto $scheme;', '}',
      'location ^~ /official-studio/assets/ {', `    alias "${resolve(studio.console)}/assets/";`, '    try_files $uri =404;', '}',
      'location ^~ /official-studio/ {', `    alias "${resolve(studio.console)}/";`, '    try_files $uri /official-studio/index.html;', '}',
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
    .replace(/^( *)\{\{ studio_console \}\}$/m, (_line, indent: string) => `${indent}${studioConsole(site.studio, indent)}`)
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
      console: { type: 'string' },
      studio: { type: 'string' },
    },
  });
  if (!values.api) throw new Error('--api <scheme://host[:port]> is required: where /official-api/ is proxied');
  if (!values.console !== !values.studio) throw new Error('--console <dir> and --studio <scheme://host[:port]> go together: the console and where its API is proxied');
  const studio = values.console && values.studio ? { console: values.console, upstream: values.studio } : undefined;
  process.stdout.write(renderNginxConf({ mode: values.mode, dist: values.dist, listen: values.listen, apiUpstream: values.api, pages: values.pages, studio }));
}
