import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import labels from '../../../../studio/server/catalogue/colour-labels.json';
import { studioCatalogue } from '../../../../studio/server/catalogue/catalogue';
import { themeColours } from '../../../../studio/server/catalogue/colours';
import { projectRoot } from '../../../../scripts/lib/page-files';
import { widgetFolders } from '../../../../scripts/lib/palette-problems';
import { declaredPropNames } from '../../../../scripts/lib/prop-names';

describe('the catalogue\'s makings', () => {
  it('labels every colour of the theme in Chinese, and nothing else', () => {
    const names = themeColours().map(({ name }) => name);
    expect(names).toContain('brand');
    expect(Object.keys(labels).sort()).toEqual([...names].sort());
    for (const label of Object.values(labels)) expect(label).toMatch(/^[\u4e00-\u9fff]{2,6}$/);
  });

  it('pictures every widget by the gallery state named after it, and serves its props\' labels', async () => {
    const { answer, pictures } = await studioCatalogue();
    expect(answer.widgets.map(({ type }) => type)).toEqual(widgetFolders().map((folder) => basename(folder)).sort());
    for (const { type, picture, schema, labels } of answer.widgets) {
      expect(picture, type).toBe(`catalogue/pictures/widget-${type}.webp`);
      expect(await pictures.get(`widget-${type}.webp`)!.read(), type).toEqual(readFileSync(join(projectRoot, `tests/snapshots/phone/dev-widget-gallery-${type}.webp`)));
      expect(Object.keys(labels).sort(), type).toEqual(declaredPropNames(schema).sort());
      for (const label of Object.values(labels)) expect(label, type).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(answer.widgets.find(({ type }) => type === 'grid')?.labels).toMatchObject({ items: '入口', text: '名称', link: '链接地址' });
    // What sits at the foot of the screen is shown by its picture's bottom.
    expect(answer.widgets.filter(({ pictureFocus }) => pictureFocus === 'bottom').map(({ type }) => type)).toEqual(['action-sheet', 'popup', 'tab-bar']);
    for (const { picture } of answer.icons) if (picture) expect(pictures.has(picture.replace('catalogue/pictures/', ''))).toBe(true);
  }, 30_000);

  it('pictures every block fragment by the fragment gallery\'s state named after it, and no action or page part', async () => {
    const { answer, pictures } = await studioCatalogue();
    const blocks = answer.fragments.filter(({ kind }) => kind === 'block');
    expect(blocks.map(({ name }) => name)).toContain('fragments/campaign-lead-form');
    for (const { name, picture } of blocks) {
      const state = name.replace('fragments/', '');
      expect(picture, name).toBe(`catalogue/pictures/fragment-${state}.webp`);
      expect(await pictures.get(`fragment-${state}.webp`)!.read(), name).toEqual(readFileSync(join(projectRoot, `tests/snapshots/phone/dev-fragment-gallery-${state}.webp`)));
    }
    for (const { name, picture } of answer.fragments.filter(({ kind }) => kind !== 'block')) expect(picture, name).toBeUndefined();
    // A block whose outer widget sits at the foot of the screen is shown by its picture's bottom, as the widget is.
    expect(blocks.filter(({ pictureFocus }) => pictureFocus === 'bottom').map(({ name }) => name)).toEqual(['fragments/fraud-reminder', 'fragments/pay-sheet', 'fragments/tab-bar']);
  }, 30_000);

  it('serves each fragment\'s param labels beside its params, which keep only what a schema says', async () => {
    const { answer } = await studioCatalogue();
    for (const { name, params, labels } of answer.fragments) expect(Object.keys(labels).sort(), name).toEqual(Object.keys(params).sort());
    const lead = answer.fragments.find(({ name }) => name === 'fragments/campaign-lead-form')!;
    expect(lead.labels).toMatchObject({ activityCode: '关联活动', submitText: '提交按钮文字' });
    expect(lead.params.activityCode).not.toHaveProperty('label');
  }, 30_000);
});
