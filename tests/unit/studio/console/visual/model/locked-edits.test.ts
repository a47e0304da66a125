// @vitest-environment node
// Compliance blocks under random editing (model-based): an author applies any sequence of the visual editor's
// operations (insert, remove, move, copy, set and unset a prop) at any node of a page made from the campaign
// template. Whatever they try, every locked block stays in the page word for word and still locked, nothing
// is written at one (but a block inserted beside it), and the service's locked gate passes every page the
// editor wrote. A client that bypasses the editor and drops or rewords one is refused.
// A fixed seed runs in `npm test`; LOCKED_EDITS=<runs> runs more with a new seed each time.
import fc from 'fast-check';
import { parse } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../../../../runtime/core/publishing/canonical';
import type { Candidate } from '../../../../../../studio/server/gates/gate';
import { lockedGate } from '../../../../../../studio/server/gates/locked-gate';
import { pageFromTemplate } from '../../../../../../studio/server/pages/templates';
import { isLockedNode, LOCKED_REFUSAL } from '../../../../../../studio/console/visual/model/locks';
import { openPage } from '../../../../../../studio/console/visual/model/operations';
import { flatten, outlineOf, type OutlineNode } from '../../../../../../studio/console/visual/model/outline';
import type { Path } from '../../../../../../studio/console/visual/model/json-path';

const noSlots = () => undefined;
const gate = lockedGate({ names: async () => new Map() });
const template = pageFromTemplate({ kind: 'campaign', path: '/act/winter-care', title: '冬日关爱季', activityCode: 'ACT_WINTER_CARE' }).content;
const START = `${JSON.stringify(template, null, 2)}\n`;

/** Each locked block's exact words, as often as the page holds it. */
function lockedBlocks(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => lockedBlocks(item, found));
  else if (value && typeof value === 'object') {
    if (isLockedNode(value)) found.push(canonicalJson(value));
    else Object.values(value).forEach((item) => lockedBlocks(item, found));
  }
  return found;
}

type Edit =
  | { kind: 'insert'; target: number; index: number; inside: boolean }
  | { kind: 'remove' | 'duplicate'; target: number }
  | { kind: 'move'; target: number; to: number; index: number }
  | { kind: 'set'; target: number; key: string; value: string | undefined };

const edits: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), target: fc.nat(), index: fc.nat({ max: 12 }), inside: fc.boolean() }),
  fc.record({ kind: fc.constantFrom('remove' as const, 'duplicate' as const), target: fc.nat() }),
  fc.record({ kind: fc.constant('move' as const), target: fc.nat(), to: fc.nat(), index: fc.nat({ max: 12 }) }),
  fc.record({ kind: fc.constant('set' as const), target: fc.nat(), key: fc.constantFrom('text', 'title', 'tone'), value: fc.option(fc.constantFrom('保险有风险，投保需谨慎', '冬日礼遇'), { nil: undefined }) }),
);

/** The edit applied through the editor's operations, at nodes picked from the page's outline as it is now. */
function apply(text: string, edit: Edit) {
  const nodes: OutlineNode[] = flatten(outlineOf(text, noSlots) ?? []);
  const node = nodes[edit.target % nodes.length];
  const doc = openPage(text, noSlots);
  switch (edit.kind) {
    case 'insert': {
      const list: Path = edit.inside ? [...node.path, 'children'] : node.path.slice(0, -1);
      return { node, outcome: doc.insert(list, edit.index, { type: 'text', props: { text: '新的一段文字' } }) };
    }
    case 'remove': return { node, outcome: doc.remove(node.path) };
    case 'duplicate': return { node, outcome: doc.duplicate(node.path) };
    case 'move': {
      const to = nodes[edit.to % nodes.length];
      return { node, outcome: doc.move(node.path, [...to.path, 'children'], edit.index) };
    }
    case 'set': return { node, outcome: doc.set([...node.path, 'props', edit.key], edit.value) };
  }
}

describe('locked compliance blocks, under any sequence of the editor\'s operations', () => {
  const kept = lockedBlocks(template);

  it('start from the campaign template\'s 风险提示', () => {
    expect(kept).toHaveLength(1);
    expect(kept[0]).toContain('风险提示');
  });

  it('stay word for word, refuse every change inside them, and pass the service\'s gate', async () => {
    await fc.assert(fc.asyncProperty(fc.array(edits, { minLength: 1, maxLength: 25 }), async (sequence) => {
      let text = START;
      for (const edit of sequence) {
        const { node, outcome } = apply(text, edit);
        if (outcome.refused !== undefined) continue;
        // Nothing is written at a locked block but a sibling inserted beside it.
        if (node.locked && !(edit.kind === 'insert' && !edit.inside)) throw new Error(`${edit.kind} at a locked block was written`);
        text = outcome.text;
        const blocks = lockedBlocks(parse(text));
        for (const block of kept) expect(blocks).toContain(block);
        expect(blocks.every((block) => kept.includes(block))).toBe(true);
      }
      expect(await gate({ content: parse(text), firstVersion: template, liveVersion: null } as Candidate)).toEqual([]);
    }), { numRuns: Number(process.env.LOCKED_EDITS ?? 60), seed: process.env.LOCKED_EDITS ? undefined : 20261206 });
  });

  it('refuse, in the author\'s words, what would change one', () => {
    // Depth first, the first locked row is the block itself; the rows inside it follow.
    const notice = flatten(outlineOf(START, noSlots)!).find((node) => node.locked)!;
    const doc = openPage(START, noSlots);
    expect(doc.remove(notice.path).refused).toBe(LOCKED_REFUSAL);
    expect(doc.set([...notice.path, 'props', 'title'], '温馨提示').refused).toBe(LOCKED_REFUSAL);
    expect(doc.insert([...notice.path, 'children'], 0, { type: 'text', props: { text: '放心买' } }).refused).toBe(LOCKED_REFUSAL);
  });

  it('are still refused at submit when a client bypasses the editor and drops or rewords one', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom('drop', 'reword', 'unlock'), async (bypass) => {
      const content = structuredClone(template) as Record<string, any>;
      const at = content.body.findIndex(isLockedNode);
      if (bypass === 'drop') content.body.splice(at, 1);
      if (bypass === 'reword') content.body[at].children[0].props.text = '本产品稳赚不赔。';
      if (bypass === 'unlock') delete content.body[at].locked;
      const refusals = await gate({ content, firstVersion: template, liveVersion: null } as Candidate);
      expect(refusals).toEqual([{ field: `/body/${at}`, message: '合规内容“风险提示”已锁定，不能删除或修改' }]);
    }));
  });
});
