/**
 * Stands in for fast-uri, which rjsf imports only to match and resolve the `$id`s of JSON Schema 2020-12
 * bundles. The browser's URL resolves and normalises by the same standard (RFC 3986), so the form chunk
 * leaves out some 7 KB gz. A relative `$id` is resolved against a stand-in root and given back relative.
 */
const ROOT = 'x-relative:/';

function resolved(ref: string, base = ROOT): string {
  try {
    const href = new URL(ref, new URL(base, ROOT)).href;
    return href.startsWith(ROOT) ? href.slice(ROOT.length) : href;
  } catch {
    return ref;
  }
}

export function resolve(base: string, ref: string): string {
  return resolved(ref, base);
}

export function equal(a: string, b: string): boolean {
  return resolved(a) === resolved(b);
}

export default { resolve, equal };
