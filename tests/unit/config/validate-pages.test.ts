// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validatePages, type ConfigFile } from '../../../runtime/config/validate-pages';
import { defaultContext } from '../../../scripts/lib/page-files';
import { formatProblem, isError } from '../../../runtime/config/problems';

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

  it('reports navigate targets and ways onward from an empty state that are not routes, expressions that do not parse, and unknown sources', () => {
    const problems = problemsOf(page('p.json', {
      route: { path: '/p' },
      data: { news: { static: [] } },
      body: [
        { type: 'cell', props: { label: '{{ data.nwes.length }}' }, onClick: { action: 'navigate', to: '/share-hom' } },
        { type: 'text', props: { text: '{{ state.count + }}' } },
        { type: 'text', props: { text: '{{ state.x | mask }}' }, source: 'newz' },
        { type: 'list', source: 'news', emptyLink: { text: '返回首页', to: '/share-hom' } },
      ],
    }));
    const messages = problems.map((p) => `${p.pointer} ${p.message}`);
    expect(messages).toContain('/body/0/onClick/to link "/share-hom" is not a route of the portal — did you mean "/share-home"?');
    expect(messages).toContain('/body/0/props/label unknown data source "nwes" — did you mean "news"?');
    expect(messages.some((m) => m.startsWith('/body/1/props/text expression does not parse'))).toBe(true);
    expect(messages).toContain('/body/2/source unknown data source "newz" — did you mean "news"?');
    expect(messages).toContain('/body/3/emptyLink/to link "/share-hom" is not a route of the portal — did you mean "/share-home"?');
    expect(messages.some((m) => m.startsWith('/body/2/props/text unknown filter "mask"'))).toBe(true);
  });

  it('refuses two pages claiming one path, and typed params absent from the path', () => {
    const problems = problemsOf(
      page('a.json', { route: { path: '/news/:id' }, body: [] }),
      page('b.json', { route: { path: '/news/:newsId', params: { mode: { values: ['x'] } } }, body: [] }),
    );
    expect(problems).toContainEqual(expect.objectContaining({ file: 'b.json', pointer: '/route/path', message: 'path "/news/:newsId" is already claimed by a.json as "/news/:id" (routes ignore case, a trailing slash and param names)' }));
    expect(problems).toContainEqual(expect.objectContaining({ file: 'b.json', pointer: '/route/params/mode' }));
  });

  it('says what persists when it is not a list of state keys, and what is not in the state, without failing itself', () => {
    const persisting = (persist: unknown) => problemsOf(page('p.json', { route: { path: '/p' }, state: { form: {} }, persist, body: [] })).map((problem) => `${problem.pointer} ${problem.message}`);
    expect(persisting('form')).toEqual([expect.stringMatching(/^\/persist must be (an )?array/)]);
    expect(persisting(['from'])).toEqual(['/persist/0 persisted key "from" is not in the page state — did you mean "form"?']);
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

  it('names the format a date prop expects in words with an example, beside its expression alternative', () => {
    const binding = { type: 'string', pattern: '^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$' };
    const countdown = { type: 'countdown', schema: { type: 'object', additionalProperties: false, properties: {
      endsOn: { oneOf: [{ type: 'string', format: 'date' }, binding] },
      startsOn: { type: 'string', format: 'date' },
      opensAt: { oneOf: [{ type: 'string', pattern: '^\\d{2}:\\d{2}$', examples: ['09:30'] }, binding] },
    } } };
    const problems = validatePages([home, page('p.json', { route: { path: '/p' }, body: [{ type: 'countdown', props: { endsOn: '2026/12/31', startsOn: '12月31日', opensAt: '9点半' } }] })], { ...context, widgets: [...context.widgets, countdown] });
    expect(problems.map((p) => `${p.pointer} ${p.message}`)).toEqual([
      '/body/0/props/endsOn must be a date written YYYY-MM-DD (e.g. "2026-12-31") or a {{ }} expression',
      '/body/0/props/startsOn must be a date written YYYY-MM-DD (e.g. "2026-12-31")',
      '/body/0/props/opensAt must be text written like "09:30" or a {{ }} expression',
    ]);
  });

  it('says what is wrong with broken JSON in plain words, at the cause', () => {
    const at = (text: string) => problemsOf({ file: 'broken.json', text }).map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`);
    expect(at('{\n  "route": { "path": "/x" }\n  "body": []\n}')).toEqual(['broken.json:2:28 invalid JSON: missing comma between two entries (add "," here)']);
    expect(at('{\n  "route": { "path": "/x" },\n  "body": [],\n}')).toEqual(['broken.json:3:13 invalid JSON: trailing comma before }']);
    expect(at('{\n  "body": [1, 2,]\n}')).toEqual(['broken.json:2:16 invalid JSON: trailing comma before ]']);
    expect(at('{\n  route: {}\n}')).toEqual(['broken.json:2:3 invalid JSON: a key must be a quoted string ("name": …)']);
    expect(at('{\n  "route": { "path": "/x" }')).toEqual(['broken.json:2:28 invalid JSON: missing "}": an object is not closed']);
  });

  it('points an expression problem at the {{ of the broken expression', () => {
    const text = '{\n  "route": { "path": "/p" }, "state": { "name": "" },\n  "body": [\n    { "type": "text", "props": { "text": "\\"Hi\\" {{ state.name }}, {{ state.count + }}" } },\n    { "type": "text", "props": { "text": "total {{ state.sum" } }\n  ]\n}';
    expect(problemsOf({ file: 'p.json', text }).map((p) => `${p.file}:${p.line}:${p.column} ${p.pointer} ${p.message.split(':')[0]}`)).toEqual([
      'p.json:4:68 /body/0/props/text expression does not parse',
      'p.json:5:49 /body/1/props/text expression is not closed',
    ]);
  });

  it('reports routes that differ only by case or a trailing slash as duplicates, naming the other file', () => {
    const problems = problemsOf(
      page('pages/a.json', { route: { path: '/about-us' }, body: [] }),
      page('pages/b.json', { route: { path: '/About-Us' }, body: [] }),
      page('pages/c.json', { route: { path: '/me/info' }, body: [] }),
      page('pages/d.json', { route: { path: '/me/info/' }, body: [] }),
    );
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`)).toEqual([
      'pages/b.json:3:13 path "/About-Us" is already claimed by pages/a.json as "/about-us" (routes ignore case, a trailing slash and param names)',
      'pages/d.json:3:13 path "/me/info/" is already claimed by pages/c.json as "/me/info" (routes ignore case, a trailing slash and param names)',
    ]);
  });

  it('warns about ${…}, another tool\'s syntax, without failing the run', () => {
    const problems = problemsOf(page('p.json', { route: { path: '/p' }, body: [{ type: 'text', props: { text: '您好 ${state.name}' } }] }));
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.severity} ${p.message}`)).toEqual([
      'p.json:9:21 warning "${state.name}" is shown as is: write an expression as {{ state.name }}',
    ]);
    expect(problems.filter(isError)).toEqual([]);
    expect(formatProblem(problems[0])).toContain('  warning: "${state.name}"');
  });

  it('refuses a text that promises a feature later instead of leading to it', () => {
    const problems = problemsOf(page('p.json', {
      route: { path: '/p' },
      body: [{ type: 'grid', props: { items: [{ text: '鸿泰豆' }] }, onItemClick: { action: 'toast', message: '{{ event.item.text }}即将上线，敬请期待' } }],
    }));
    expect(problems.map((p) => `${p.pointer} ${p.message}`)).toEqual([
      '/body/0/onItemClick/message "即将上线" promises a feature that is not there: link the entry to a real page, or leave it out',
    ]);
    expect(problems.filter(isError)).toHaveLength(1);
  });

  it('documents every argument of every action, so an editor shows it on hover', () => {
    const undocumented = context.actions.flatMap((action) => Object.entries(action.schema.properties ?? {})
      .filter(([, schema]) => !(schema as { description?: string }).description)
      .map(([name]) => `${action.name}.${name}`));
    expect(undocumented).toEqual([]);
  });
});

