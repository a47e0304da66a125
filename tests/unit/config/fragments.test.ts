// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { validatePages, type ConfigFile } from '../../../runtime/config/validate-pages';
import { expandPage, loadFragments } from '../../../runtime/config/fragments';
import { defaultContext, projectRoot, readExpandedPages, readFragmentFiles, readPageFiles } from '../../../scripts/lib/page-files';
import { formatProblem } from '../../../runtime/config/problems';

const json = (file: string, value: unknown): ConfigFile => ({ file, text: JSON.stringify(value, null, 2) });

const badge = json('pages-config/fragments/badge.json', {
  description: 'A tag with a label.',
  params: {
    label: { type: 'string', description: 'The text.' },
    tone: { type: 'string', enum: ['info', 'warn'], default: 'info', description: 'The colour.' },
  },
  body: { type: 'tag', props: { text: '标签：[[label]]', tone: '[[tone]]' } },
});
const footer = json('pages-config/fragments/footer.json', {
  description: 'Two nodes: a note and a button.',
  params: { note: { type: 'string', description: 'The note.' }, action: { type: 'object', description: 'What the button does.' } },
  body: [
    { type: 'text', props: { text: '[[note]]', variant: 'note' } },
    { type: 'button', props: { text: '联系客服' }, onClick: '[[action]]' },
  ],
});

const context = { ...(await defaultContext()), checks: [], fragments: [badge, footer] };

describe('fragments', () => {
  it('replace a use by the body with its params filled in, as whole values and inside texts, defaults included', () => {
    const { value, issues } = expandPage('p.json', {
      body: [{ use: 'fragments/badge', with: { label: '保障中' } }, { use: 'fragments/badge', with: { label: '{{ item.state }}', tone: 'warn' } }],
    }, loadFragments([badge]));
    expect(issues).toEqual([]);
    expect(value).toEqual({ body: [
      { type: 'tag', props: { text: '标签：保障中', tone: 'info' } },
      { type: 'tag', props: { text: '标签：{{ item.state }}', tone: 'warn' } },
    ] });
  });

  it('splice a list body into the list that uses it, and let keys beside "use" add to an object body', () => {
    const { value } = expandPage('p.json', {
      route: { path: '/p' },
      body: [
        { type: 'nav-bar' },
        { use: 'fragments/footer', with: { note: '工作日 9:00-18:00', action: { action: 'openUrl', url: 'tel:95500' } } },
        { use: 'fragments/badge', with: { label: 'x' }, visibleWhen: '{{ state.show }}' },
      ],
    }, loadFragments([badge, footer]));
    expect(value).toEqual({
      route: { path: '/p' },
      body: [
        { type: 'nav-bar' },
        { type: 'text', props: { text: '工作日 9:00-18:00', variant: 'note' } },
        { type: 'button', props: { text: '联系客服' }, onClick: { action: 'openUrl', url: 'tel:95500' } },
        { type: 'tag', props: { text: '标签：x', tone: 'info' }, visibleWhen: '{{ state.show }}' },
      ],
    });
  });

  it('add the state, drafts and data sources a fragment needs to the page that uses it, the page\'s own winning', () => {
    const form = json('pages-config/fragments/lead.json', {
      description: 'A lead form.',
      params: { activityCode: { type: 'string', description: 'The campaign.' } },
      page: {
        state: { lead: { name: '' }, leadCode: '' },
        persist: ['lead'],
        data: { captcha: { service: 'userCenter.imageCaptcha' }, gifts: { service: 'face.activityUserCapital', params: { activityCode: '[[activityCode]]' } } },
      },
      body: { type: 'input', bind: 'lead.name', props: { label: '姓名' } },
    });
    const { value, issues } = expandPage('p.json', {
      route: { path: '/p' },
      state: { leadCode: '123456' },
      persist: ['other'],
      data: { captcha: { static: { image: '' } } },
      body: [{ use: 'fragments/lead', with: { activityCode: 'ACT_SERVICE_2026' } }, { use: 'fragments/lead', with: { activityCode: 'ACT_SERVICE_2026' } }],
    }, loadFragments([form]));
    expect(issues).toEqual([]);
    expect(value).toMatchObject({
      state: { leadCode: '123456', lead: { name: '' } },
      persist: ['other', 'lead'],
      data: { captcha: { static: { image: '' } }, gifts: { service: 'face.activityUserCapital', params: { activityCode: 'ACT_SERVICE_2026' } } },
    });

    const broken = json('pages-config/fragments/lead.json', { description: 'x', page: { state: { shown: 'x' }, data: { captcha: { service: 'userCenter.imageCaptcha', lazzy: true } } }, body: { type: 'divider' } });
    const problems = validatePages([json('pages-config/pages/p.json', { route: { path: '/p' }, body: [{ use: 'fragments/lead' }] })], { ...context, fragments: [broken] });
    expect(problems.map((p) => `${p.file} ${p.pointer}`)).toContain('pages-config/fragments/lead.json /page/data/captcha/lazzy');
  });

  it('splice a list param written as an item of a list into that list, and leave nothing for an empty one', () => {
    const card = json('pages-config/fragments/card.json', {
      description: 'A card with rows the page adds.',
      params: { rows: { type: 'array', default: [], description: 'Extra rows.' } },
      body: { type: 'card', children: [{ type: 'text', props: { text: '标题' } }, '[[rows]]'] },
    });
    const fragments = loadFragments([card]);
    const rows = [{ type: 'cell', props: { label: '一' } }, { type: 'cell', props: { label: '二' } }];
    expect(expandPage('p.json', { body: [{ use: 'fragments/card', with: { rows } }] }, fragments).value)
      .toEqual({ body: [{ type: 'card', children: [{ type: 'text', props: { text: '标题' } }, ...rows] }] });
    expect(expandPage('p.json', { body: [{ use: 'fragments/card' }] }, fragments).value)
      .toEqual({ body: [{ type: 'card', children: [{ type: 'text', props: { text: '标题' } }] }] });
  });

  it('report a problem inside a fragment at the fragment file\'s line:column and at the page that used it', () => {
    const broken = json('pages-config/fragments/badge.json', { description: 'A tag.', params: {}, body: { type: 'tag', props: { txt: '标签' } } });
    const problems = validatePages([json('pages/p.json', { route: { path: '/p' }, body: [{ type: 'nav-bar' }, { use: 'fragments/badge' }] })], { ...context, fragments: [broken] });
    const typo = problems.find((p) => p.pointer === '/body/props/txt')!;
    expect(typo).toMatchObject({ file: 'pages-config/fragments/badge.json', line: 7, column: 7, usedAt: [{ file: 'pages/p.json', line: 9, column: 5, pointer: '/body/1' }] });
    expect(formatProblem(typo)).toBe('pages-config/fragments/badge.json:7:7  /body/props/txt  unknown key "txt" — did you mean "text"?\n    used at pages/p.json:9:5  /body/1');
  });

  it('point at the page for a value it passed, even after a spliced list moved the nodes below it', () => {
    const problems = validatePages([json('pages/p.json', {
      route: { path: '/p' },
      body: [
        { use: 'fragments/footer', with: { note: '说明', action: { action: 'navigate', to: '/share-hom' } } },
        { type: 'text', props: { txet: '后面的节点' } },
      ],
    })], { ...context, fragments: [footer] });
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.pointer} ${p.message}`)).toEqual([
      'pages/p.json:12:17 /body/0/with/action/to link "/share-hom" is not a route of the portal',
      'pages/p.json:18:16 /body/1/props missing required key "text"',
      'pages/p.json:19:9 /body/1/props/txet unknown key "txet" — did you mean "text"?',
    ]);
  });

  it('name what is wrong with a use: unknown fragment or param, a missing one, a value out of its enum, a fragment using itself', () => {
    const loop = json('pages-config/fragments/loop.json', { description: 'Uses itself.', body: { use: 'fragments/loop' } });
    const messages = validatePages([json('pages/p.json', {
      route: { path: '/p' },
      body: [
        { use: 'fragments/bagde', with: { label: 'a' } },
        { use: 'fragments/badge', with: { lable: 'a' } },
        { use: 'fragments/badge', with: { label: 'a', tone: 'loud' } },
        { use: 'fragments/loop' },
      ],
    })], { ...context, fragments: [badge, loop] }).map((p) => `${p.pointer} ${p.message}`);
    expect(messages).toEqual(expect.arrayContaining([
      '/body/0/use unknown fragment "fragments/bagde" (fragments are files under pages-config/fragments) — did you mean "fragments/badge"?',
      '/body/1/with/lable fragments/badge has no param "lable" (it has label, tone) — did you mean "label"?',
      '/body/1/with fragments/badge needs "label" (The text.)',
      '/body/2/with/tone fragments/badge: "tone" must be one of "info", "warn"',
      '/body/use fragment "fragments/loop" uses itself (fragments/loop → fragments/loop)',
    ]));
  });

  it('check a fragment file on its own: undeclared and unused params, and a fragment no page uses', () => {
    const odd = json('pages-config/fragments/odd.json', { description: 'Odd.', params: { size: { type: 'string', description: 'Unused.' } }, body: { type: 'text', props: { text: '[[sise]]' } } });
    const problems = validatePages([json('pages/p.json', { route: { path: '/p' }, body: [] })], { ...context, fragments: [odd], allPages: true });
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.severity ?? 'error'} ${p.message}`)).toEqual([
      'pages-config/fragments/odd.json:1:1 warning fragment "fragments/odd" is not used by any page, so its body is not checked',
      'pages-config/fragments/odd.json:4:13 warning param "size" is declared but the body never uses "[[size]]"',
      'pages-config/fragments/odd.json:12:16 error "[[sise]]" is not a param of fragments/odd: declare it under "params" — did you mean "size"?',
    ]);
  });

  it('give the portal\'s pages their shared blocks from fragments, each page expanding without a problem', () => {
    const uses = readPageFiles().filter(({ text }) => text.includes('"use": "fragments/')).map(({ file }) => file.replace('pages-config/pages/', ''));
    expect(uses).toEqual(expect.arrayContaining([
      'account/forget-password.json', 'account/settings-password.json', 'news/news-center-details.json', 'news/public-information-details.json',
      'home/share-home.json', 'home/exclusive-home.json', 'home/guard-home.json', 'me/info.json',
    ]));
    for (const { page } of readExpandedPages()) expect(JSON.stringify(page)).not.toMatch(/"use":"fragments\/|\[\[/);
  });
});

describe('the fragment file schema (editor completion)', () => {
  it('accepts every fragment of the portal and underlines a misspelt key', () => {
    const read = (file: string) => JSON.parse(readFileSync(join(projectRoot, file), 'utf8'));
    const ajv = new Ajv({ strict: false, allErrors: true });
    ajv.addSchema({ ...read('schemas/generated/page.schema.json'), $id: 'generated/page.schema.json' });
    const validate = ajv.compile({ ...read('schemas/fragment.schema.json'), $id: 'fragment.schema.json' });
    for (const { file, text } of readFragmentFiles()) expect(validate(JSON.parse(text)), `${file}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    expect(validate({ description: 'x', parms: {}, body: {} })).toBe(false);
  });
});
