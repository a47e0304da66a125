import { checkRelease, importReleaseKey, releasedVersion, type ReleaseCheck, type ReleaseManifest } from '../../core/publishing/release';
import type { BuildNames } from '../../core/publishing/known-names';
import type { JsonStorage } from '../../core/state/storage';
import type { PageEntry } from '../../router/manifest';

/** Where the object store serves releases and versions (deploy/README.md, docs/publishing.md). */
export const PUBLISHED_BASE = '/official-pages';
const RELEASE_KEY = 'official:release';

/** Why a published page was not shown: the release refused, or a version that failed to load or check. */
export interface PublishingProblem {
  route?: string;
  reason: string;
}

export interface PublishedPagesOptions {
  /** The publishing service's public keys by id (JWK), from the build's configuration. */
  keys: Readonly<Record<string, JsonWebKey>>;
  /** The running runtime's version (package.json). */
  runtime: string;
  storage: JsonStorage;
  fetch: typeof fetch;
  now(): Date;
  build(): Promise<BuildNames>;
  report(problem: PublishingProblem): void;
}

/** The last release this portal verified: kept so a lower sequence is refused and a failed fetch falls back to it. */
interface KeptRelease { sequence: number; signed: unknown }

/** The published pages the portal may show, from the signed release (docs/publishing.md, "The portal"). */
export interface PublishedPages {
  /** The entry of the version released for a route path now, checked; undefined when none (or it failed, reported). */
  entry(path: string): Promise<PageEntry | undefined>;
}

async function fetchJson(fetcher: typeof fetch, url: string, cache: RequestCache): Promise<unknown> {
  const response = await fetcher(url, { cache, credentials: 'omit' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

export function createPublishedPages(options: PublishedPagesOptions): PublishedPages {
  const keys = Promise.all(Object.entries(options.keys).map(async ([id, jwk]) => [id, await importReleaseKey(jwk)] as const)).then(Object.fromEntries);
  const versions = new Map<string, Promise<PageEntry | undefined>>();

  const check = async (signed: unknown, lastSequence: number): Promise<ReleaseCheck> =>
    checkRelease(signed, { keys: await keys, now: options.now(), lastSequence, runtime: options.runtime });

  // Fetched once per visit, beside the first page: a release refused (or not fetched) falls back to the last one verified.
  const release: Promise<ReleaseManifest | undefined> = (async () => {
    const kept = options.storage.readJson<KeptRelease>(RELEASE_KEY);
    let problem: string;
    try {
      const response = await options.fetch(`${PUBLISHED_BASE}/release.json`, { cache: 'no-cache', credentials: 'omit' });
      // Nothing published yet (a store without a release, or a local server saying so): no problem, unless
      // a release verified before has gone.
      const none = response.status === 404 || response.status === 204;
      if (none && !kept) return undefined;
      if (none) throw new Error('no release');
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const signed: unknown = await response.json();
      const checked = await check(signed, kept?.sequence ?? 0);
      if (checked.ok) {
        options.storage.writeJson(RELEASE_KEY, { sequence: checked.manifest.sequence, signed } satisfies KeptRelease);
        return checked.manifest;
      }
      problem = `release refused: ${checked.reason}`;
    } catch (error) {
      problem = `release not fetched: ${(error as Error).message}`;
    }
    options.report({ reason: problem });
    if (!kept) return undefined;
    const again = await check(kept.signed, kept.sequence);
    return again.ok ? again.manifest : undefined;
  })();

  const load = async (path: string, version: string): Promise<PageEntry | undefined> => {
    try {
      const [page, { versionEntry }, build] = await Promise.all([
        fetchJson(options.fetch, `${PUBLISHED_BASE}/versions/${version}.json`, 'force-cache'),
        import('./published-version'),
        options.build(),
      ]);
      return await versionEntry(page, path, version, build);
    } catch (error) {
      versions.delete(version);
      options.report({ route: path, reason: `version ${version} refused: ${(error as Error).message}` });
      return undefined;
    }
  };

  return {
    async entry(path) {
      const manifest = await release;
      const version = manifest && releasedVersion(manifest, path, options.now());
      if (!version) return undefined;
      if (!versions.has(version)) versions.set(version, load(path, version));
      return versions.get(version);
    },
  };
}
