import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFragments } from '../../../../../../runtime/config/fragments';
import { readFragmentFiles } from '../../../../../../scripts/lib/page-files';
import { canvasBlocks } from '../../../../../../runtime/dev/playground/canvas-blocks';
import { expansionMap } from '../../../../../../studio/console/visual/fragments/expanded-map';
import { flatten, outlineOf } from '../../../../../../studio/console/visual/model/outline';

const library = loadFragments(readFragmentFiles());
const template = readFileSync(join(import.meta.dirname, '../../../../../../scripts/templates/pages/campaign.json'), 'utf8');

describe('the canvas\'s blocks and the page\'s nodes they came from', () => {
  it('selects body nodes and the children of sections and cards', () => {
    const page = { body: [{ type: 'hero' }, { type: 'section', children: [{ type: 'grid' }, { type: 'card', children: [{ type: 'text' }] }] }, { type: 'popup', children: [{ type: 'text' }] }] };
    expect(canvasBlocks(page)).toEqual(['/body/0', '/body/1', '/body/1/children/0', '/body/1/children/1', '/body/1/children/1/children/0', '/body/2']);
  });

  it('maps each block of the expanded campaign template to the node or fragment use it came from, and back', () => {
    const outline = flatten(outlineOf(template, () => undefined)!);
    const nodes = outline.map((node) => node.pointer);
    const map = expansionMap(JSON.parse(template), nodes, library);
    // nav-bar, hero, benefits (one section), the lead form (a section and its policy sheet), rules, hotline, the risk notice.
    expect(map.toSource('/body/0')).toBe('/body/0');
    expect(map.toSource('/body/2')).toBe('/body/2');
    expect(map.toSource('/body/2/children/0')).toBe('/body/2');
    expect(map.toSource('/body/3')).toBe('/body/3');
    expect(map.toSource('/body/4')).toBe('/body/3');
    expect(map.toSource('/body/5')).toBe('/body/4');
    expect(map.toCanvas('/body/3')).toEqual(['/body/3', '/body/3/children/0', '/body/3/children/1', '/body/3/children/2', '/body/4']);
    // Selecting the lead form outlines both blocks it draws, not the section's rows again inside it.
    expect(map.outlinesOf('/body/3')).toEqual(['/body/3', '/body/4']);
    expect(map.outlinesOf('/body/0')).toEqual(['/body/0']);
    // What the fragments add to the page is known at once (an expression field completes the lead form's captcha).
    expect(Object.keys(map.page.data as object)).toContain('captcha');
    // The page's own section (the risk notice): each of its children is a block of its own.
    const section = outline.find((node) => node.kind === 'widget' && node.name === 'section')!;
    const child = section.lists[0].nodes[0].pointer;
    expect(map.toCanvas(child)).toHaveLength(1);
    expect(map.toSource(map.toCanvas(child)[0])).toBe(child);
  });
});
