// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { expandPage, loadFragments } from '../../../runtime/config/fragments';
import { validatePages, type ConfigFile } from '../../../runtime/config/validate-pages';
import { defaultContext } from '../../../scripts/lib/page-files';

const json = (file: string, value: unknown): ConfigFile => ({ file, text: JSON.stringify(value, null, 2) });
const notes = json('pages-config/fragments/notes.json', { description: 'Two notes.', body: [{ type: 'text', props: { text: '甲' } }, { type: 'text', props: { text: '乙' } }] });
const heading = json('pages-config/fragments/heading.json', { description: 'A heading.', body: { type: 'text', props: { text: '标题', variant: 'title' } } });
const context = { ...(await defaultContext()), checks: [], fragments: [notes, heading] };
const page = (body: unknown[]) => json('pages/p.json', { route: { path: '/p' }, body });

describe('a locked node (a compliance block authors may not change)', () => {
  it('is a widget node or a fragment use the validator accepts, its mark a boolean', () => {
    expect(validatePages([page([{ type: 'section', locked: true, props: { title: '风险提示' }, children: [{ type: 'text', props: { text: '保险不是存款' } }] }])], context)).toEqual([]);
    expect(validatePages([page([{ use: 'fragments/notes', locked: true }, { use: 'fragments/heading', locked: true }])], context)).toEqual([]);
    expect(validatePages([page([{ type: 'text', locked: 'yes', props: { text: '甲' } }])], context).map((problem) => problem.pointer)).toEqual(['/body/0/locked']);
  });

  it('locks a use as written: the expanded page, what the portal runs, has no mark, whatever the fragment stands for', () => {
    const { value, issues } = expandPage('pages/p.json', { body: [{ use: 'fragments/notes', locked: true }, { use: 'fragments/heading', locked: true }] }, loadFragments([notes, heading]));
    expect(issues).toEqual([]);
    expect(value).toEqual({ body: [{ type: 'text', props: { text: '甲' } }, { type: 'text', props: { text: '乙' } }, { type: 'text', props: { text: '标题', variant: 'title' } }] });
  });
});
