// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { versionName } from '../../../../runtime/core/publishing/canonical';
import { signRelease, type ReleaseManifest } from '../../../../runtime/core/publishing/release';
import { createPublishedPages, type PublishingProblem } from '../../../../runtime/app/published/published-pages';
import { lazyPublishedPages } from '../../../../runtime/app/published/lazy';
import type { BuildNames } from '../../../../runtime/core/publishing/known-names';
import { memoryStorage } from '../../core/state/memory-storage';

const { privateKey, publicKey } = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
const keys = { 'studio-1': await crypto.subtle.exportKey('jwk', publicKey) };
const spring = { route: { path: '/act-spring', title: '春季健康节', module: 'campaign' }, body: [{ type: 'nav-bar' }, { type: 'hero', props: { title: '春季健康节' } }] };
const springVersion = await versionName(spring);
const now = new Date('2026-12-06T08:00:00Z');

const build: BuildNames = {
  slotsOf: () => undefined,
  hasWidget: (type) => ['nav-bar', 'hero', 'button'].includes(type),
  hasAction: (name) => ['navigate', 'callService'].includes(name),
  hasFilter: (name) => name === 'date',
  hasService: (id) => id === 'face.newsList',
};

const release = (sequence: number, pages: ReleaseManifest['pages'] = { '/act-spring': { version: springVersion } }) =>
  signRelease({ format: 1, sequence, issuedAt: '2026-12-06T07:00:00Z', expiresAt: '2026-12-13T07:00:00Z', runtime: '1.24.0', pages }, privateKey, 'studio-1');

/** The object store as a CDN serves it: release.json and versions/<hash>.json, each answered or failing as set. */
function objectStore(files: Record<string, unknown>) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input).replace('/official-pages/', '');
    if (!Object.hasOwn(files, path)) return new Response('', { status: 404 });
    if (files[path] instanceof Error) throw files[path];
    if (files[path] === null) return new Response(null, { status: 204 });
    return Response.json(files[path]);
  }) as unknown as typeof fetch & ReturnType<typeof vi.fn>;
}

function portal(files: Record<string, unknown>, storage = memoryStorage()) {
  const problems: PublishingProblem[] = [];
  const fetch = objectStore(files);
  const pages = createPublishedPages({ keys, runtime: '1.24.0', storage, fetch, now: () => now, build: async () => build, report: (problem) => problems.push(problem) });
  return { pages, problems, fetch, storage };
}

describe('published pages, as the portal takes them', () => {
  it('shows a released version at its route, with its widgets to load beside it', async () => {
    const { pages, problems } = portal({ 'release.json': await release(3), [`versions/${springVersion}.json`]: spring });
    const entry = await pages.entry('/act-spring');
    expect(entry).toMatchObject({ route: spring.route, widgets: ['nav-bar', 'hero'], version: springVersion });
    expect((await entry!.load()).default).toEqual(spring);
    expect(await pages.entry('/act-summer')).toBeUndefined();
    expect(problems).toEqual([]);
  });

  it('refuses a version whose content is not what it is named by, and one naming what this build lacks', async () => {
    const countdown = { route: { path: '/act-count' }, data: { list: { service: 'face.secretList' } }, body: [{ type: 'countdown', onClick: { action: 'launch' } }, { type: 'hero', props: { title: '{{ data.list.at | date }} {{ data.list.at | ago }}' } }] };
    const countdownVersion = await versionName(countdown);
    const { pages, problems } = portal({
      'release.json': await release(3, { '/act-spring': { version: springVersion }, '/act-count': { version: countdownVersion } }),
      [`versions/${springVersion}.json`]: { ...spring, body: [] },
      [`versions/${countdownVersion}.json`]: countdown,
    });
    expect(await pages.entry('/act-spring')).toBeUndefined();
    expect(await pages.entry('/act-count')).toBeUndefined();
    expect(problems).toEqual([
      { route: '/act-spring', reason: `version ${springVersion} refused: its content is not the version it is named by` },
      { route: '/act-count', reason: `version ${countdownVersion} refused: this build lacks widget "countdown", service "face.secretList", action "launch", filter "ago"` },
    ]);
  });

  it('refuses a replayed older release and a tampered one, showing what the last verified release showed', async () => {
    const storage = memoryStorage();
    await portal({ 'release.json': await release(5), [`versions/${springVersion}.json`]: spring }, storage).pages.entry('/act-spring');
    const replayed = portal({ 'release.json': await release(4, {}), [`versions/${springVersion}.json`]: spring }, storage);
    expect(await replayed.pages.entry('/act-spring')).toMatchObject({ version: springVersion });
    expect(replayed.problems).toEqual([{ reason: 'release refused: replayed' }]);
    const tampered = await release(6, {});
    const changed = portal({ 'release.json': { ...tampered, manifest: tampered.manifest.replace('"pages":{}', `"pages":{"/act-spring":{"version":"${'0'.repeat(64)}"}}`) }, [`versions/${springVersion}.json`]: spring }, storage);
    expect(await changed.pages.entry('/act-spring')).toMatchObject({ version: springVersion });
    expect(changed.problems).toEqual([{ reason: 'release refused: signature' }]);
  });

  it('falls back to the last verified release when the store cannot be reached, says nothing while nothing is published, and a build without keys has no published pages', async () => {
    const storage = memoryStorage();
    await portal({ 'release.json': await release(5), [`versions/${springVersion}.json`]: spring }, storage).pages.entry('/act-spring');
    const offline = portal({ 'release.json': new TypeError('Failed to fetch'), [`versions/${springVersion}.json`]: spring }, storage);
    expect(await offline.pages.entry('/act-spring')).toMatchObject({ version: springVersion });
    expect(offline.problems).toEqual([{ reason: 'release not fetched: Failed to fetch' }]);
    for (const store of [{}, { 'release.json': null }]) {
      const nothingYet = portal(store);
      expect(await nothingYet.pages.entry('/act-spring')).toBeUndefined();
      expect(nothingYet.problems).toEqual([]);
    }
    expect(lazyPublishedPages({ keys: {}, runtime: '1.24.0', storage, fetch: offline.fetch, now: () => now, extensions: {} as never, report: vi.fn() })).toBeUndefined();
  });
});
