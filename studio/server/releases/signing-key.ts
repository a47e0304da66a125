// The service's release signing key (ECDSA P-256): STUDIO_SIGNING_KEY (a private JWK) in production; on
// a machine without one, a key generated into the data directory on first start and kept there.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { canonicalJson, sha256Hex } from '../../../runtime/core/publishing/canonical';

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;

export interface SigningKey {
  privateKey: CryptoKey;
  keyId: string;
  /** What the portal build is configured with: the public half, with its key id as `kid`. */
  publicJwk: JsonWebKey & { kid: string };
}

/** A key's id: the start of its RFC 7638 thumbprint, so the same key always has the same id. */
const thumbprint = async (jwk: JsonWebKey) => (await sha256Hex(canonicalJson({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y }))).slice(0, 16);

export async function importSigningKey(privateJwk: JsonWebKey): Promise<SigningKey> {
  if (privateJwk.kty !== 'EC' || privateJwk.crv !== 'P-256' || !privateJwk.d) throw new Error('the release signing key must be a private ECDSA P-256 JWK (kty EC, crv P-256, with d)');
  const privateKey = await crypto.subtle.importKey('jwk', privateJwk, ALGORITHM, false, ['sign']);
  const keyId = (privateJwk as { kid?: string }).kid ?? (await thumbprint(privateJwk));
  return { privateKey, keyId, publicJwk: { kty: 'EC', crv: 'P-256', x: privateJwk.x, y: privateJwk.y, kid: keyId } };
}

export async function generateSigningJwk(): Promise<JsonWebKey> {
  const pair = await crypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
  return crypto.subtle.exportKey('jwk', pair.privateKey);
}

/** The file a generated key is kept in, and the public key written beside it for the portal build. */
export const keyFiles = (dataDir: string) => ({ privateKey: join(dataDir, 'signing-key.json'), publicKey: join(dataDir, 'release-public-key.json') });

/** The configured key, or the data directory's, generated there if it has none yet. */
export async function loadSigningKey(options: { configuredJwk?: string; dataDir: string }): Promise<SigningKey> {
  const files = keyFiles(options.dataDir);
  let jwk: JsonWebKey;
  if (options.configuredJwk) jwk = JSON.parse(options.configuredJwk);
  else if (existsSync(files.privateKey)) jwk = JSON.parse(readFileSync(files.privateKey, 'utf8'));
  else {
    jwk = await generateSigningJwk();
    mkdirSync(dirname(files.privateKey), { recursive: true });
    writeFileSync(files.privateKey, `${JSON.stringify(jwk)}\n`, { mode: 0o600 });
  }
  const key = await importSigningKey(jwk);
  mkdirSync(options.dataDir, { recursive: true });
  writeFileSync(files.publicKey, `${JSON.stringify(key.publicJwk, null, 2)}\n`);
  return key;
}
