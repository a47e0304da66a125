import type { Extensions } from '../../core/registry/extensions';
import type { PublishedRoutes } from '../../router/routes';
import type { PublishedPagesOptions } from './published-pages';

export type LazyPublishedOptions = Omit<PublishedPagesOptions, 'build'> & { extensions: Pick<Extensions, 'hasWidget' | 'widget' | 'action' | 'filter'> };

/**
 * The published pages of a build configured with the service's keys, their code (WebCrypto checks, the
 * page check) loaded beside the first page; a build without keys shows none and loads nothing for them.
 */
export function lazyPublishedPages({ extensions, ...options }: LazyPublishedOptions): PublishedRoutes | undefined {
  if (Object.keys(options.keys).length === 0) return undefined;
  const pages = Promise.all([import('./published-pages'), import('./build-names')])
    .then(([{ createPublishedPages }, { buildNames }]) => createPublishedPages({ ...options, build: () => buildNames(extensions) }));
  return {
    entry: (path) => pages.then((loaded) => loaded.entry(path), (error: Error) => {
      options.report({ route: path, reason: `published pages not loaded: ${error.message}` });
      return undefined;
    }),
  };
}
