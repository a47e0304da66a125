import { useEffect, useState } from 'react';
import type { ArtworkName } from './artwork';

type Descriptions = Record<ArtworkName, string>;

let loading: Promise<Descriptions> | undefined;
let loaded: Descriptions | undefined;

const loadDescriptions = () =>
  (loading ??= import('./descriptions').then(({ ARTWORK_DESCRIPTIONS }) => (loaded = ARTWORK_DESCRIPTIONS)));

/** What the named illustration shows, once the descriptions have arrived (undefined until then). */
export function useArtworkDescription(name: ArtworkName): string | undefined {
  const [descriptions, setDescriptions] = useState(loaded);
  useEffect(() => {
    if (descriptions) return;
    let current = true;
    void loadDescriptions().then((all) => current && setDescriptions(all));
    return () => {
      current = false;
    };
  }, [descriptions]);
  return descriptions?.[name];
}
