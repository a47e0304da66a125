import { describe, expect, it } from 'vitest';
import labels from '../../../../studio/server/catalogue/colour-labels.json';
import { studioCatalogue } from '../../../../studio/server/catalogue/catalogue';
import { themeColours } from '../../../../studio/server/catalogue/colours';

describe('the catalogue\'s makings', () => {
  it('labels every colour of the theme in Chinese, and nothing else', () => {
    const names = themeColours().map(({ name }) => name);
    expect(names).toContain('brand');
    expect(Object.keys(labels).sort()).toEqual([...names].sort());
    for (const label of Object.values(labels)) expect(label).toMatch(/^[\u4e00-\u9fff]{2,6}$/);
  });

  it('pictures a widget by the gallery state named after it, else by the first naming it, else not at all', async () => {
    const { answer, pictures } = await studioCatalogue();
    const pictureOf = (type: string) => answer.widgets.find((widget) => widget.type === type)?.picture;
    expect(pictureOf('hero')).toBe('catalogue/pictures/widget-hero.webp');
    // "card、cell-group、cell 保单卡片": the policies state pictures the card.
    const [card, policies] = await Promise.all([pictures.get('widget-card.webp')!.read(), pictures.get('widget-cell.webp')!.read()]);
    expect(card).toEqual(policies);
    expect(pictureOf('nav-bar')).toBeUndefined();
    for (const { picture } of [...answer.widgets, ...answer.icons]) if (picture) expect(pictures.has(picture.replace('catalogue/pictures/', ''))).toBe(true);
  }, 30_000);
});
