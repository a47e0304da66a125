import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const map = {
  files: ['assets/share-home.js', 'assets/esm.js', 'assets/Swiper.js', 'assets/Swiper.css', 'assets/about-us.js'],
  pages: { '/share-home': [0, 1], '/about-us': [4] },
  widgets: { swiper: [2, 1, 3] },
};
/** How often the chunk map's own chunk was fetched. */
let mapFetched = 0;
/** The chunk map's own chunk, as the next import() gets it: the map, or a dropped connection. */
function mapChunkAnswers(answer: 'map' | 'failure') {
  vi.doMock('virtual:route-chunks', () => {
    mapFetched += 1;
    if (answer === 'failure') throw new Error('Failed to fetch dynamically imported module');
    return { default: map };
  });
}

vi.mock('virtual:pages', () => ({
  pages: [
    { route: { path: '/share-home' }, widgets: ['swiper'] },
    { route: { path: '/about-us' }, widgets: [] },
  ],
}));

const BASE = import.meta.env.BASE_URL;
const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);
/** preload.ts afresh, as a new page load gets it (its map and what it asked for are per load). */
async function freshPreload() {
  vi.resetModules();
  return import('../../../runtime/router/preload');
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  mapFetched = 0;
  mapChunkAnswers('map');
  // The route's own document: the entry's index.html plus /about-us's files, and the meta naming it.
  document.head.innerHTML = `<meta name="official-preloaded-route" content="/about-us"><link rel="modulepreload" href="${BASE}assets/about-us.js">`;
});
afterEach(() => {
  document.head.innerHTML = '';
});

describe('preloadRoute', () => {
  it('asks for nothing, not even the map of files, for the route the document preloads already', async () => {
    const { preloadRoute } = await freshPreload();
    preloadRoute('/about-us');
    await settle();
    expect(mapFetched).toBe(0);
    expect(preloaded()).toEqual([`modulepreload ${BASE}assets/about-us.js`]);
  });

  it('preloads another route\'s page and widget files at once, each once, scripts as modules and stylesheets as styles', async () => {
    const { preloadRoute } = await freshPreload();
    preloadRoute('/share-home');
    await vi.waitFor(() => expect(preloaded()).toHaveLength(5));
    preloadRoute('/share-home');
    await settle();
    expect(preloaded()).toEqual([
      `modulepreload ${BASE}assets/about-us.js`,
      `modulepreload ${BASE}assets/share-home.js`,
      `modulepreload ${BASE}assets/esm.js`,
      `modulepreload ${BASE}assets/Swiper.js`,
      `preload ${BASE}assets/Swiper.css`,
    ]);
  });

  it('after the map failed to arrive, tries again at the next navigation', async () => {
    const { preloadRoute } = await freshPreload();
    mapChunkAnswers('failure');
    preloadRoute('/share-home');
    await vi.waitFor(() => expect(mapFetched).toBe(1));
    await settle();
    expect(preloaded()).toEqual([`modulepreload ${BASE}assets/about-us.js`]);

    mapChunkAnswers('map');
    // Navigating there again, as often as it takes for the failed attempt to be over.
    await vi.waitFor(() => {
      preloadRoute('/share-home');
      expect(preloaded()).toContain(`modulepreload ${BASE}assets/share-home.js`);
    });
    expect(mapFetched).toBe(2);
  });
});
