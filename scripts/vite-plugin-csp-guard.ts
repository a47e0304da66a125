import type { Plugin } from 'vite';

const FORBIDDEN = [/\beval\(/, /new Function\b/];

/** Fails the build when any emitted chunk would need `unsafe-eval`: the app must run under `script-src 'self'`. */
export function cspGuardPlugin(): Plugin {
  return {
    name: 'official-csp-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const hit = FORBIDDEN.find((pattern) => pattern.test(chunk.code));
        if (hit) this.error(`${chunk.fileName} contains ${hit.source.replace(/\\b|\\/g, '')}: the build must run under Content-Security-Policy script-src 'self'`);
      }
    },
  };
}
