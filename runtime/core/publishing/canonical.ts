/**
 * A value's canonical JSON (RFC 8785's rules for the values page definitions hold): object keys in code
 * unit order, no whitespace, numbers and strings as JSON.stringify writes them. Two definitions that say
 * the same thing have the same text, and so the same version name.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`canonical JSON: ${value} is not a JSON number`);
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') {
      throw new Error(`canonical JSON: a ${typeof value} is not a JSON value`);
    }
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value).filter(([, item]) => item !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** The SHA-256 of a text's UTF-8 bytes, in lowercase hex. */
export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** A page version's name: the SHA-256 of its canonical JSON. */
export const versionName = (page: unknown): Promise<string> => sha256Hex(canonicalJson(page));
