import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalJson, versionName } from '../../../../runtime/core/publishing/canonical';
import { checkRelease, importReleaseKey, matchesVersion, releasedVersion, signRelease, type ReleaseManifest } from '../../../../runtime/core/publishing/release';

const keyPair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
const otherPair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
const keys = { 'studio-1': await importReleaseKey(await crypto.subtle.exportKey('jwk', keyPair.publicKey)) };
const campaign = { route: { path: '/act-spring', title: '春季健康节' }, body: [{ type: 'hero', props: { title: '春季健康节' } }] };
const now = new Date('2026-12-06T08:00:00Z');

async function release(overrides: Partial<ReleaseManifest> = {}, privateKey = keyPair.privateKey) {
  const manifest: ReleaseManifest = {
    format: 1, sequence: 7, issuedAt: '2026-12-06T07:00:00Z', expiresAt: '2026-12-07T07:00:00Z', runtime: '1.23.11',
    pages: { '/act-spring': { version: await versionName(campaign), validFrom: '2026-12-01T00:00:00Z', validTo: '2026-12-31T16:00:00Z' } },
    ...overrides,
  };
  return signRelease(manifest, privateKey, 'studio-1');
}
const check = (stored: unknown, lastSequence = 0) => checkRelease(stored, { keys, now, lastSequence, runtime: '1.24.0' });

describe('a signed release', () => {
  it('is taken when signed by a known key, fresh, not older than one already seen, and for this runtime', async () => {
    const checked = await check(await release(), 7);
    expect(checked.ok && checked.manifest.pages['/act-spring'].version).toBe(await versionName(campaign));
  });

  it('is refused when its manifest was changed after signing, or signed by another key', async () => {
    const signed = await release();
    const tampered = { ...signed, manifest: signed.manifest.replace('"sequence":7', '"sequence":70') };
    expect(await check(tampered)).toEqual({ ok: false, reason: 'signature' });
    expect(await check(await release({}, otherPair.privateKey))).toEqual({ ok: false, reason: 'signature' });
    expect(await check({ ...signed, keyId: 'studio-0' })).toEqual({ ok: false, reason: 'unknown-key' });
    expect(await check({ manifest: signed.manifest })).toEqual({ ok: false, reason: 'malformed' });
  });

  it('is refused when replayed after a later one was seen, when expired, and for another major runtime', async () => {
    expect(await check(await release({ sequence: 6 }), 7)).toEqual({ ok: false, reason: 'replayed' });
    expect(await check(await release({ expiresAt: '2026-12-06T07:59:59Z' }))).toEqual({ ok: false, reason: 'expired' });
    expect(await check(await release({ runtime: '2.0.0' }))).toEqual({ ok: false, reason: 'runtime' });
  });

  it('shows a route\'s version only inside its window', async () => {
    const checked = await check(await release());
    if (!checked.ok) throw new Error(checked.reason);
    expect(releasedVersion(checked.manifest, '/act-spring', now)).toBe(await versionName(campaign));
    expect(releasedVersion(checked.manifest, '/act-spring', new Date('2026-11-30T23:59:59Z'))).toBeUndefined();
    expect(releasedVersion(checked.manifest, '/act-spring', new Date('2026-12-31T16:00:00Z'))).toBeUndefined();
    expect(releasedVersion(checked.manifest, '/act-summer', now)).toBeUndefined();
  });
});

describe('a page version', () => {
  it('is named by what it says, not how its keys are ordered, and a changed page does not match its name', async () => {
    const name = await versionName(campaign);
    expect(name).toMatch(/^[0-9a-f]{64}$/);
    expect(await versionName({ body: campaign.body, route: { title: '春季健康节', path: '/act-spring' } })).toBe(name);
    expect(await matchesVersion(campaign, name)).toBe(true);
    expect(await matchesVersion({ ...campaign, body: [] }, name)).toBe(false);
  });

  it('has one canonical text for any JSON value, which reads back as the value', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => {
      const text = canonicalJson(value);
      expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      expect(canonicalJson(JSON.parse(text))).toBe(text);
    }));
  });
});
