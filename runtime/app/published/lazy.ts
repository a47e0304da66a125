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
  // What checks a version against this build loads only when a release names the route.
  const build = () => import('./build-names').then(({ buildNames }) => buildNames(extensions));
  const pages = import('./published-pages').then(({ createPublishedPages }) => createPublishedPages({ ...options, build }));
  return {
    entry: (path) => pages.then((loaded) => loaded.entry(path), (error: Error) => {
      options.report({ route: path, reason: `published pages not loaded: ${error.message}` });
      return undefined;
    }),
  };
}
