// The visual editor writes what a developer writes: every page definition and fragment in the repository,
// opened and saved without an edit, is the same bytes, and each edit undone or reversed gives them back.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EditHistory } from '../../../../../../studio/console/visual/model/history';
import { openPage } from '../../../../../../studio/console/visual/model/operations';
import { flatten, outlineOf, type OutlineList } from '../../../../../../studio/console/visual/model/outline';

const root = join(import.meta.dirname, '../../../../../..');
const noSlots = () => undefined;

const jsonFiles = (folder: string): string[] => readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.json') && !file.endsWith('.cases.json'))
  .map((file) => join(folder, file));

const files = [...jsonFiles('pages-config/pages'), ...jsonFiles('pages-config/fragments')].sort();

/** Every list of the outline with nodes in it: the body and each node's children. */
function listsOf(text: string): OutlineList[] {
  const body = outlineOf(text, noSlots);
  if (!body) return [];
  return [{ key: 'body', path: ['body'], nodes: body }, ...flatten(body).flatMap((node) => node.lists)].filter((list) => list.nodes.length > 0);
}

describe('the visual editor round-trips every page and fragment byte for byte', () => {
  it('finds the repository\'s pages and fragments', () => {
    expect(files.filter((file) => file.startsWith('pages-config/pages/')).length).toBeGreaterThan(100);
    expect(files.filter((file) => file.startsWith('pages-config/fragments/')).length).toBeGreaterThan(20);
  });

  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    const name = relative('pages-config', file);

    it(`${name}: opened and saved without an edit`, () => {
      expect(openPage(text, noSlots).save()).toBe(text);
    });

    const lists = listsOf(text);
    if (lists.length === 0) continue;

    it(`${name}: an insert undone, a move down then up, a copy then its removal`, () => {
      const history = new EditHistory(text);
      const inserted = openPage(text, noSlots).insert(['body'], 1, { type: 'divider' });
      history.record(inserted.text!);
      expect(history.undo()).toBe(text);

      for (const list of lists) {
        const unlocked = list.nodes.filter((node) => !node.locked);
        const place = list.path.join('/');
        if (list.nodes.length >= 2 && !list.nodes[0].locked && !list.nodes[1].locked) {
          const down = openPage(text, noSlots).move(list.nodes[0].path, list.path, 1);
          expect(down.text, `${place}: moved down`).not.toBe(text);
          const up = openPage(down.text!, noSlots).move(list.nodes[1].path, list.path, 0);
          expect(up.text, `${place}: moved down then up`).toBe(text);
        }
        for (const node of unlocked) {
          const copied = openPage(text, noSlots).duplicate(node.path);
          const index = node.path[node.path.length - 1] as number;
          const removed = openPage(copied.text!, noSlots).remove([...node.path.slice(0, -1), index + 1]);
          expect(removed.text, `${node.pointer}: copied then the copy removed`).toBe(text);
        }
      }
    });
  }
});
