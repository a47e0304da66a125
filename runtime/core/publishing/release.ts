import { canonicalJson, sha256Hex } from './canonical';

/** One route of a release: the version it shows, and when (an absent bound is open). */
export interface ReleasedPage {
  version: string;
  validFrom?: string;
  validTo?: string;
}

/**
 * What operations staff have published: a small manifest, signed by the publishing service. The portal
 * keeps the highest `sequence` it has verified and refuses a lower one, and refuses one past `expiresAt`
 * (the service signs a fresh release before then), so an old or stolen release cannot be replayed.
 */
export interface ReleaseManifest {
  format: 1;
  sequence: number;
  issuedAt: string;
  expiresAt: string;
  /** The runtime version the pages were checked against (package.json `version`). */
  runtime: string;
  /** Route path → the version it shows. */
  pages: Record<string, ReleasedPage>;
}

/** The release as stored: the manifest's canonical JSON, as signed, and its signature. */
export interface SignedRelease {
  manifest: string;
  /** ECDSA P-256 over SHA-256 of the manifest text, raw r‖s, base64url. */
  signature: string;
  /** Which of the service's keys signed it (the portal is built with the public key of that id). */
  keyId: string;
}

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGNING = { name: 'ECDSA', hash: 'SHA-256' } as const;

const base64url = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/** The public key the portal verifies with, from its JWK (the build's configuration). */
export const importReleaseKey = (jwk: JsonWebKey): Promise<CryptoKey> => crypto.subtle.importKey('jwk', jwk, ALGORITHM, false, ['verify']);

/** Signs a manifest (the publishing service, with its private key). */
export async function signRelease(manifest: ReleaseManifest, privateKey: CryptoKey, keyId: string): Promise<SignedRelease> {
  const text = canonicalJson(manifest);
  const signature = await crypto.subtle.sign(SIGNING, privateKey, new TextEncoder().encode(text));
  return { manifest: text, signature: base64url(signature), keyId };
}

export type ReleaseCheck =
  | { ok: true; manifest: ReleaseManifest }
  | { ok: false; reason: 'malformed' | 'unknown-key' | 'signature' | 'replayed' | 'expired' | 'runtime' };

export interface ReleaseCheckOptions {
  keys: Readonly<Record<string, CryptoKey>>;
  now: Date;
  /** The highest sequence this portal has verified before: a lower one is a replay. */
  lastSequence: number;
  /** The running runtime's version: a release checked against another major version is refused. */
  runtime: string;
}

const major = (version: string) => version.split('.')[0];

/** Checks a stored release: its signature by a known key, then its freshness, order and runtime. */
export async function checkRelease(stored: unknown, options: ReleaseCheckOptions): Promise<ReleaseCheck> {
  const release = stored as Partial<SignedRelease> | null;
  if (!release || typeof release.manifest !== 'string' || typeof release.signature !== 'string' || typeof release.keyId !== 'string') return { ok: false, reason: 'malformed' };
  const key = Object.hasOwn(options.keys, release.keyId) ? options.keys[release.keyId] : undefined;
  if (!key) return { ok: false, reason: 'unknown-key' };
  let signature: Uint8Array<ArrayBuffer>;
  try {
    signature = fromBase64url(release.signature);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!(await crypto.subtle.verify(SIGNING, key, signature, new TextEncoder().encode(release.manifest)))) return { ok: false, reason: 'signature' };
  let manifest: ReleaseManifest;
  try {
    manifest = JSON.parse(release.manifest) as ReleaseManifest;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (manifest.format !== 1 || typeof manifest.sequence !== 'number' || !manifest.pages || typeof manifest.pages !== 'object') return { ok: false, reason: 'malformed' };
  if (manifest.sequence < options.lastSequence) return { ok: false, reason: 'replayed' };
  if (!(Date.parse(manifest.expiresAt) > options.now.getTime())) return { ok: false, reason: 'expired' };
  if (major(manifest.runtime) !== major(options.runtime)) return { ok: false, reason: 'runtime' };
  return { ok: true, manifest };
}

/** The version a route shows under a release at `now`, if it shows one. */
export function releasedVersion(manifest: ReleaseManifest, route: string, now: Date): string | undefined {
  const entry = Object.hasOwn(manifest.pages, route) ? manifest.pages[route] : undefined;
  if (!entry) return undefined;
  const at = now.getTime();
  if (entry.validFrom && Date.parse(entry.validFrom) > at) return undefined;
  if (entry.validTo && Date.parse(entry.validTo) <= at) return undefined;
  return entry.version;
}

/** Whether a fetched version's text is the version it is named by (the portal refuses any other). */
export const matchesVersion = async (page: unknown, version: string): Promise<boolean> => (await sha256Hex(canonicalJson(page))) === version;
