import type { Plugin } from 'vite';
import { ASSETS_CACHE_CONTROL } from './lib/cache-control';
import { contentSecurityPolicy, securityHeaders, type Env } from './lib/security-headers';

// index.html starts its <head> with this: the ?t= token must not reach any request's Referer.
const REFERRER_META = /<meta name="referrer" content="strict-origin"\s*\/?>/;

/**
 * Ships the Content-Security-Policy with the build, as a <meta> right after the referrer policy (before
 * every script and stylesheet), and sends the full security headers from `vite preview`, with the
 * deployment's caching of hashed assets (a page load revalidates none of its files, as in production).
 * The dev server is left alone: HMR needs inline scripts.
 */
export function securityHeadersPlugin(): Plugin {
  let env: Env = {};
  /** Where the build puts its hashed files, under the base: `/official/assets/`. */
  let assetsPath: string | undefined;
  return {
    name: 'official-security-headers',
    apply: (_config, { command, isPreview }) => command === 'build' || Boolean(isPreview),
    configResolved(config) {
      env = config.env;
      assetsPath = `${config.base}${config.build.assetsDir}/`;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!REFERRER_META.test(html)) throw new Error('index.html must start its <head> with <meta name="referrer" content="strict-origin" />');
        const csp = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(env, 'meta')}" />`;
        return html.replace(REFERRER_META, (meta) => `${meta}\n    ${csp}`);
      },
    },
    configurePreviewServer(server) {
      const headers = Object.entries(securityHeaders(env));
      server.middlewares.use((req, res, next) => {
        for (const [name, value] of headers) res.setHeader(name, value);
        // Set before the static server's own "no-cache", which gives way to a header already set.
        if (assetsPath && req.url?.startsWith(assetsPath)) res.setHeader('Cache-Control', ASSETS_CACHE_CONTROL);
        next();
      });
    },
  };
}
