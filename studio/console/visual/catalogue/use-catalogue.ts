import { useCallback } from 'react';
import { studioApi } from '../../api-client/studio-api';
import type { Catalogue } from '../../api-client/types';
import { useLoad, type Loaded } from '../../components/use-load';

// The build's catalogue does not change while the console runs: fetched once, again only after a failure.
let loading: Promise<Catalogue> | undefined;

function load(): Promise<Catalogue> {
  loading ??= studioApi.catalogue().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The catalogue (GET catalogue), shared by every page screen; a failure is shown with a way to try again. */
export function useCatalogue(): Loaded<Catalogue> {
  const loaded = useLoad(load, 'catalogue');
  const { reload } = loaded;
  return { ...loaded, reload: useCallback(() => { loading = undefined; reload(); }, [reload]) };
}
