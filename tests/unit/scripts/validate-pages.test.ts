// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validatePages, type ConfigFile } from '../../../scripts/lib/validate-pages';
import { defaultContext } from '../../../scripts/lib/page-files';

const context = { ...(await defaultContext()), checks: [] };
const page = (file: string, value: unknown): ConfigFile => ({ file, text: JSON.stringify(value, null, 2) });
const home = page('pages/home.json', { route: { path: '/share-home' }, body: [] });
const problemsOf = (...files: ConfigFile[]) => validatePages([home, ...files], context);

describe('page validation', () => {
  it('accepts a valid definition', () => {
    expect(problemsOf(page('pages/ok.json', {
      route: { path: '/me/bank-card/:mode/:id?', title: '银行卡', login: true, params: { mode: { values: ['detail', 'edit'] } } },
      data: { cards: { static: [{ id: 'C1', bankName: '招商银行' }] } },
      body: [{ type: 'cell', repeat: '{{ data.cards }}', props: { label: '{{ item.bankName }}' }, onClick: { action: 'navigate', to: '/me/bank-card/detail/{{ item.id }}' } }],
    }))).toEqual([]);
  });

  it('accepts static links that lead somewhere and names those that lead nowhere', () => {
    const tap = (onClick: Record<string, unknown>) => ({ type: 'cell', props: { label: '链接' }, onClick });
    const problems = problemsOf(page('p.json', {
      route: { path: '/p' },
      body: [
        tap({ action: 'navigate', to: '/official/share-home?from=p#top' }),
        tap({ action: 'openUrl', url: 'https://www.hongtai-life.example/about' }),
        tap({ action: 'openUrl', url: 'tel:{{ app.hotline }}' }),
        tap({ action: 'navigate', to: '{{ item.link }}' }),
        tap({ action: 'navigate', to: 'https://evil.example/official/share-home' }),
        tap({ action: 'openUrl', url: 'https://unknown.example/' }),
        tap({ action: 'navigate', to: 'javascript:alert(1)' }),
      ],
    }));
    expect(problems.map((p) => p.pointer)).toEqual(['/body/4/onClick/to', '/body/5/onClick/url', '/body/6/onClick/to']);
    expect(problems[0].message).toContain('leads nowhere');
  });

  it('asks a node that shows service data to wait for it, on itself or a parent', () => {
    const problems = problemsOf(page('p.json', {
      route: { path: '/p' },
      data: { profile: { service: 'face.userInfo' }, vip: { service: 'face.vipEquity' }, links: { static: [] } },
      body: [
        { type: 'hero', props: { title: '{{ data.profile.realName || \'尊敬的客户\'}}' } },
        { type: 'section', source: ['profile', 'vip'], children: [{ type: 'text', props: { text: '{{ data.vip.levelName }} {{ data.links.length }}' } }] },
        { type: 'text', visibleWhen: '{{ data.vip.levelName }}', props: { text: '会员' } },
        { type: 'text', source: ['profile', 'vipp'], props: { text: '{{ data.profile.realName }}' } },
      ],
    }));
    expect(problems.map((p) => `${p.pointer} ${p.message}`)).toEqual([
      '/body/0 this node shows data.profile, which loads from a service: add "source": "profile" here or on a parent, so a slow or failed call shows loading and retry instead of empty values',
      '/body/3/source/1 unknown data source "vipp" — did you mean "vip"?',
    ]);
  });

  it('points at a misspelt node key with file, line:column, pointer and a hint', () => {
    const [problem] = problemsOf(page('pages/info/typo.json', {
      route: { path: '/typo' },
      body: [{ type: 'text', visible: '{{ true }}', props: { text: '你好' } }],
    }));
    expect(problem).toMatchObject({ file: 'pages/info/typo.json', pointer: '/body/0/visible', line: 8, column: 7 });
    expect(problem.message).toBe('unknown key "visible" — did you mean "visibleWhen"?');
  });

  it('suggests the closest widget type for an unknown one', () => {
    const problems = problemsOf(page('p.json', { route: { path: '/p' }, body: [{ type: 'txet', props: { text: 'x' } }] }));
    expect(problems.map((p) => [p.pointer, p.message])).toContainEqual(['/body/0/type', '"txet" is not allowed here — did you mean "text"?']);
  });

  it('checks props against the widget\'s own schema', () => {
    const problems = problemsOf(page('p.json', { route: { path: '/p' }, body: [{ type: 'cell', props: { lable: '银行卡' } }] }));
    const messages = problems.map((p) => `${p.pointer} ${p.message}`);
    expect(messages).toContain('/body/0/props/lable unknown key "lable" — did you mean "label"?');
    expect(messages).toContain('/body/0/props missing required key "label"');
  });

  it('checks action arguments and names an event the widget does not emit', () => {
    const problems = problemsOf(page('p.json', {
      route: { path: '/p' },
      body: [
        { type: 'cell', props: { label: 'a' }, onClick: { action: 'navigate', too: '/share-home' } },
        { type: 'text', props: { text: 'b' }, onClick: { action: 'toast', message: 'hi' } },
      ],
    }));
    const messages = problems.map((p) => `${p.pointer} ${p.message}`);
    expect(messages).toContain('/body/0/onClick/too unknown key "too" — did you mean "to"?');
    expect(messages.some((m) => m.startsWith('/body/1/onClick widget "text" has no event "onClick"'))).toBe(true);
  });

  it('reports navigate targets that are not routes, expressions that do not parse, and unknown sources', () => {
    const problems = problemsOf(page('p.json', {
      route: { path: '/p' },
      data: { news: { static: [] } },
      body: [
        { type: 'cell', props: { label: '{{ data.nwes.length }}' }, onClick: { action: 'navigate', to: '/share-hom' } },
        { type: 'text', props: { text: '{{ state.count + }}' } },
        { type: 'text', props: { text: '{{ state.x | mask }}' }, source: 'newz' },
      ],
    }));
    const messages = problems.map((p) => `${p.pointer} ${p.message}`);
    expect(messages).toContain('/body/0/onClick/to link "/share-hom" is not a route of the portal — did you mean "/share-home"?');
    expect(messages).toContain('/body/0/props/label unknown data source "nwes" — did you mean "news"?');
    expect(messages.some((m) => m.startsWith('/body/1/props/text expression does not parse'))).toBe(true);
    expect(messages).toContain('/body/2/source unknown data source "newz" — did you mean "news"?');
    expect(messages.some((m) => m.startsWith('/body/2/props/text unknown filter "mask"'))).toBe(true);
  });

  it('refuses two pages claiming one path, and typed params absent from the path', () => {
    const problems = problemsOf(
      page('a.json', { route: { path: '/news/:id' }, body: [] }),
      page('b.json', { route: { path: '/news/:newsId', params: { mode: { values: ['x'] } } }, body: [] }),
    );
    expect(problems).toContainEqual(expect.objectContaining({ file: 'b.json', pointer: '/route/path', message: 'path "/news/:newsId" is already claimed by a.json' }));
    expect(problems).toContainEqual(expect.objectContaining({ file: 'b.json', pointer: '/route/params/mode' }));
  });

  it('reports broken JSON with its position', () => {
    const [problem] = problemsOf({ file: 'broken.json', text: '{\n  "route": { "path": "/x" },\n  "body": [,]\n}' });
    expect(problem).toMatchObject({ file: 'broken.json', line: 3, pointer: '' });
    expect(problem.message).toMatch(/^invalid JSON/);
  });

  it('suggests the closest icon name for a misspelt one', () => {
    const problems = problemsOf(page('p.json', {
      route: { path: '/p' },
      body: [{ type: 'grid', props: { items: [{ text: '我的保单', icon: 'polcy' }] } }],
    }));
    expect(problems.map((p) => `${p.pointer} ${p.message}`)).toEqual(['/body/0/props/items/0/icon "polcy" is not allowed here — did you mean "policy"?']);
  });

  it('says a bindable prop takes its type or an expression, not the binding regex', () => {
    const problems = problemsOf(page('p.json', { route: { path: '/p' }, body: [{ type: 'grid', props: { items: 'not bound' } }] }));
    expect(problems.map((p) => `${p.pointer} ${p.message}`)).toContain('/body/0/props/items must be array or a {{ }} expression');
  });
});
