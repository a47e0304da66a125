import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import heroSchema from '../../../widgets/hero/props.schema.json';
import { ARTWORK_NAMES, artworkUrl, isArtworkName, type ArtworkName } from '../../../widgets/shared/artwork/artwork';
import { ARTWORK_DESCRIPTIONS } from '../../../widgets/shared/artwork/descriptions';
import { validatePages } from '../../../runtime/config/validate-pages';
import { defaultContext } from '../../../scripts/lib/page-files';
import Hero from '../../../widgets/hero/Hero';
import { renderWidget } from './render-widget';

const names = ARTWORK_NAMES;
// public/ is served under the app's base path.
const publicFile = (name: ArtworkName) => resolve('public', artworkUrl(name).replace('/official/', ''));

describe('artwork registry', () => {
  it('serves every named illustration from its own SVG file without text in it', () => {
    for (const name of names) {
      expect(existsSync(publicFile(name)), name).toBe(true);
      const svg = readFileSync(publicFile(name), 'utf8');
      expect(svg).toMatch(/^<svg [^>]*width="\d+" height="\d+"/);
      expect(svg, name).not.toMatch(/<text/);
    }
  });

  it('names every illustration file, and no two of them show the same picture', () => {
    const files = readdirSync(resolve('public/artwork')).filter((file) => file.endsWith('.svg'));
    expect(files.map((file) => file.replace(/\.svg$/, '')).sort()).toEqual([...names].sort());
    const pictures = names.map((name) => readFileSync(publicFile(name), 'utf8'));
    expect(new Set(pictures).size).toBe(names.length);
  });

  it('describes each illustration in Chinese for screen readers', () => {
    for (const name of names) expect(ARTWORK_DESCRIPTIONS[name]).toMatch(/[\u4e00-\u9fa5]{4,}/);
    expect(isArtworkName('annuity')).toBe(true);
    expect(isArtworkName('toString')).toBe(false);
  });

  it('offers exactly the registry\'s names in the hero props schema', () => {
    expect(heroSchema.properties.artwork.enum).toEqual([...names]);
  });

  it('refuses an unknown artwork name in a page, suggesting the closest', async () => {
    const context = { ...(await defaultContext()), checks: [] };
    const page = { route: { path: '/act-x' }, body: [{ type: 'hero', props: { title: '活动', artwork: 'hero-clam' } }] };
    const problems = validatePages([{ file: 'act-x.json', text: JSON.stringify(page, null, 2) }], context);
    expect(problems.map((p) => `${p.pointer} ${p.message}`)).toEqual(['/body/0/props/artwork "hero-clam" is not allowed here — did you mean "hero-claim"?']);
  });

  it('shows a named artwork in the hero in a box of fixed size, loaded lazily', async () => {
    renderWidget(Hero, { title: '理赔服务体验月', artwork: 'hero-claim' });
    const picture = await screen.findByRole('img', { name: ARTWORK_DESCRIPTIONS['hero-claim'] });
    expect(picture.getAttribute('src')).toBe('/official/artwork/hero-claim.svg');
    expect([picture.getAttribute('loading'), picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['lazy', '96', '96']);
  });
});
