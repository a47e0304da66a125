// The compiler's own problems, as the console shows them: each page below is broken in one way an author can
// meet, goes through the config gate (the compiler with the build's catalogue, as on submit), and every
// refusal must be Chinese: no English kept after the fallback lead, no English words but the page's own.
import { describe, expect, it } from 'vitest';
import type { Activity } from '../../../../studio/server/activities/activity-store';
import { configGate } from '../../../../studio/server/gates/config-gate';

const PATH = '/act/problem-words';
const NOW = new Date('2027-02-20T00:00:00Z');
const activity = (code: string, change: Partial<Activity>): Activity => ({ code, name: '春季健康节', startsAt: '2027-02-01T00:00:00Z', endsAt: '2027-04-30T00:00:00Z', pagePath: PATH, registeredBy: 1, registeredAt: '2027-01-01T00:00:00Z', ...change });
const ACTIVITIES = [activity('ACT_ENDED', { endsAt: '2027-02-10T00:00:00Z' }), activity('ACT_ELSEWHERE', { pagePath: '/act/elsewhere' })];

const page = (parts: Record<string, unknown>, path = PATH) => ({ route: { path, title: '测试页' }, body: [], ...parts });
const text = (words: string, node: Record<string, unknown> = {}) => ({ type: 'text', props: { text: words }, ...node });
const button = (onClick: unknown) => ({ type: 'button', props: { text: '去看看' }, onClick });
const news = { service: 'face.newsList', params: { category: 'company' } };
const leadForm = (activityCode: string) => button({ action: 'callService', service: 'face.leadSubmit', body: { activityCode } });

/** One page per check, broken in the way its name says, and words its refusals say (which shows the check fired). */
const BROKEN: Record<string, { page: Record<string, any>; says: string }> = {
  'an unknown key': { page: page({ body: [text('a', { visible: true })] }), says: '不认识的设置项“visible”，是不是要写“visibleWhen”？' },
  'a node without its type': { page: page({ body: [{ props: {} }] }), says: '缺少必填项“type”' },
  'a value the prop does not take': { page: page({ body: [{ type: 'button', props: { text: '去', size: 'huge' } }] }), says: '这里不能填写“huge”，可填写：small、medium、large' },
  'a value of the wrong type': { page: page({ body: [{ type: 'image', props: { src: 3, ratio: '16比9' } }] }), says: '格式应如 “16:9”' },
  'a let name off the pattern': { page: page({ body: [text('a', { let: { Total: '{{ 1 }}' } })] }), says: '格式不符合要求' },
  'a bindable prop given neither its type nor an expression': { page: page({ body: [{ type: 'steps', props: { items: [{ title: '一' }], current: '第一步' } }, { type: 'hero', props: { title: '标题', tone: 'red' } }] }), says: '应填写整数或{{ }} 表达式' },
  'numbers out of bounds': { page: page({ body: [{ type: 'grid', props: { items: [{ text: '一' }], columns: 9 } }, { type: 'steps', props: { items: [], current: -1 } }, { type: 'ocr-upload', bind: 'photo', props: { fileType: 'ID', bizCode: 'X', maxSizeMB: 0 } }] }), says: '不能大于 5' },
  'a text too long, a list too long or too short, a repeated source': { page: page({ data: { a: { static: 1 } }, body: [{ type: 'face-verify', bind: 'face', props: { businessType: 'x'.repeat(40) } }, { type: 'share-poster', props: { title: '海报', link: '/', highlights: ['一', '二', '三', '四'] } }, button([]), text('a', { source: ['a', 'a'] }), text('a', { let: {} })] }), says: '最多只能有 3 项' },
  'an unclosed expression': { page: page({ body: [text('{{ state.x')] }), says: '表达式没有结束：请在末尾写上 }}' },
  'an expression that does not parse': { page: page({ body: [text('{{ a b }}'), text('{{ f(1) }}'), text("{{ 'abc }}")] }), says: '表达式写法有误：表达式结束后还有多余的内容（在“b”处）' },
  'names an expression cannot read': { page: page({ state: { x: 1 }, body: [text('{{ 1 | nofilter }}'), text('{{ foo.bar }}'), text('{{ state.y }}'), text('{{ session.token }}'), text('{{ session.agent.phone }}'), text('{{ session.loggedIn.at }}'), text('{{ app.nope }}'), text('{{ params.id }}'), text('{{ data.none }}')] }), says: '页面不能读取会话中的“agent.phone”：session.agent 只有 code、name' },
  'operators of another language and of mixed types': { page: page({ state: { n: 1, name: '' }, body: [text('{{ 1 === 1 }}'), text('{{ params.id == 1 }}'), text("{{ '共' + 3 }}"), text('{{ state.n + state.name }}')] }, `${PATH}/:id`), says: '“==”两边的类型不同：一边是文字，一边是数字；路径参数和网址参数都是文字，请与文字比较（如 \'1\'）' },
  'keys and values an expression can never find': { page: page({ data: { news, codes: { static: { a: '1' } } }, state: { lead: { name: '' }, status: 'a' }, persist: ['lead.nmae', 'draft'], body: [{ type: 'card', source: 'news', children: [text('{{ data.news.totl }}'), text('{{ state.lead.name.first }}'), text("{{ state.status == 'b' }}"), text("{{ data.news.list | find('id', 1) }}"), text("{{ data.news.list | find('idd', 1) }}"), text('{{ data.codes.b }}')] }] }), says: 'data.news.list 的每一项中没有“idd”' },
  'conditions that are not true or false': { page: page({ body: [text('a', { visibleWhen: 'false' }), text('a', { visibleWhen: '显示' }), text('a', { visibleWhen: '{{ params.id }}' }), text('a', { visibleWhen: '{{ [1] | length }}' }), text('a', { visibleWhen: "{{ [1] | find('a', 1) }}" }), text('a', { visibleWhen: '{{ 1 }}' })] }, `${PATH}/:id`), says: '条件写成了文字“false”，会一直当作成立：请改为不加引号的 false' },
  'a let name hiding a root, a repeat over one record': { page: page({ data: { list: { static: [{ memberId: '1', name: '张三' }] } }, body: [text('a', { let: { data: '{{ 1 }}' } }), { type: 'text', repeat: "{{ data.list | where('memberId', '1') }}", props: { text: '{{ item.name }}' } }] }), says: '组件命名的值不能叫“data”' },
  'a credential in a link': { page: page({ body: [button({ action: 'navigate', to: `${PATH}?t={{ query.token }}` })] }), says: '“query.token”是登录凭证' },
  'service data shown before it loads': { page: page({ data: { news }, body: [text('{{ data.news.total }}')] }), says: '这个组件显示服务数据 data.news' },
  'services called wrong': { page: page({ data: { a: { service: 'face.newsLists' }, b: { service: 'face.newsList' }, c: { service: 'face.newsList', params: { category: 'sports' } } }, state: { category: 'x' }, body: [button({ action: 'callService', service: 'face.newsList', params: { category: '{{ state.category }}' }, feedback: 'inline' }), button({ action: 'callService', service: 'face.ocrIdCard', body: { file: 'x', side: 'top' } })] }), says: '服务 face.newsList 的参数“category”不接受 \'sports\'，可选：\'company\', \'industry\', \'notice\'' },
  'lead forms for an activity not declared, ended, or of another page': { page: page({ body: [leadForm('ACT_NOPE'), leadForm('ACT_ENDED'), leadForm('ACT_ELSEWHERE')] }), says: '活动“ACT_ELSEWHERE”属于页面 /act/elsewhere' },
  'a page code sent that is not the page\'s': { page: page({ body: [button({ action: 'callService', service: 'face.leadSubmit', body: { pageCode: 'OTHER' } })] }), says: '这里发送的页面编码是“OTHER”' },
  'links that lead nowhere': { page: page({ body: [button({ action: 'navigate', to: '/act/nowhere' }), button({ action: 'navigate', to: 'act/x' }), button({ action: 'openUrl', url: 'https://elsewhere.example/' })] }), says: '链接“/act/nowhere”不是门户中的页面' },
  'actions, events and bindings that are not there': { page: page({ data: { a: { static: 1 } }, onEnter: 'start', body: [button('go'), button({ action: 'reload', source: 'b' }), { type: 'button', props: { text: '去' }, onTap: 'go' }, text('a', { bind: 'x' })] }), says: '组件 button 没有“onTap”事件（它有：onClick）' },
  'route params and paths': { page: { route: { path: PATH, params: { id: {} }, redirects: [{ from: '/ACT/problem-words/' }] }, body: [] }, says: '页面路径 /act/problem-words 中没有参数“id”' },
  'a promise and a scaffold\'s blank': { page: page({ body: [text('即将上线'), text('【待填写：标题】')] }), says: '“即将上线”承诺了还没有的功能' },
  // The fragment is fine, and so is the page's use of it: the page's own source of the fragment's name breaks it.
  'a fragment broken by a data source the page redefines': { page: page({ route: { path: PATH, title: '测试页', pageCode: 'ACT_SPRING' }, data: { captcha: news }, body: [{ use: 'fragments/campaign-lead-form', with: { activityCode: 'ACT_ELSEWHERE', pageCode: 'ACT_SPRING' } }] }), says: '片段 fragments/campaign-lead-form 的 /body/0/children/0/props/captchaImage 处：data.captcha 中没有“image”（有：total、list）' },
  'fragments used wrong': { page: page({ body: [{ use: 'fragments/nope' }, { use: 'fragments/consent-card', with: { subjct: 'a' } }, { use: 'fragments/consent-card', with: 3 }, { use: 'fragments/consent-card', with: { subject: 3 } }, { use: 'fragments/tab-bar', with: { active: 'home' } }, { use: 'fragments/campaign-product', visibleWhen: '{{ true }}' }] }), says: '片段 fragments/consent-card 缺少参数“subject”：请填写它' },
};

const gate = configGate();
/** What the console says of a page: each refusal's words, after the field it names. */
async function refusals(content: Record<string, any>): Promise<string[]> {
  const refused = await gate({ routePath: content.route.path, kind: 'campaign', pageCode: null, activityCode: null, content, schedule: {}, activities: ACTIVITIES, otherPages: [], firstVersion: null, liveVersion: null, now: NOW });
  return refused.map(({ field, message }) => message.slice(`${field}：`.length));
}

const words = (text: string) => text.match(/[A-Za-z]+/g) ?? [];
/** Runs of two or more English words with a word that is not the page's own (in a name, key or value written there). */
function foreignWords(said: string, content: Record<string, any>): string[] {
  const written = new Set(words(JSON.stringify(content)));
  const runs = said.replace(/“[^”]*”/g, '').match(/[A-Za-z][\w.'-]*(?:\s+[A-Za-z][\w.'-]*)+/g) ?? [];
  return runs.filter((run) => words(run).some((word) => !written.has(word)));
}

describe('the compiler\'s problems an author meets, as the console says them', () => {
  it.each(Object.entries(BROKEN))('%s: refused in Chinese', async (_, { page: content, says }) => {
    const said = await refusals(content);
    expect(said).toContainEqual(expect.stringContaining(says));
    for (const message of said) {
      expect(message, message).not.toMatch(/^未通过页面校验/);
      expect(foreignWords(message, content), message).toEqual([]);
    }
  }, 30_000);

  it('says what to write, keeping the names of the page and the one meant', async () => {
    const said = await Promise.all(['a value of the wrong type', 'names an expression cannot read', 'keys and values an expression can never find', 'services called wrong', 'fragments used wrong', 'conditions that are not true or false'].map((name) => refusals(BROKEN[name].page)));
    expect(said.flat()).toEqual(expect.arrayContaining([
      '应填写文字',
      '页面状态中没有“y”：请先在页面状态中声明它，是不是要写“x”？',
      '页面不能读取会话中的“token”：只能读取 loggedIn、elderlyMode、agentMode、name、agent',
      'data.news 中没有“totl”（有：total、list），是不是要写“total”？',
      'find(\'id\', …) 比较的两边永远不会相等：“id”是文字，1 是数字；请写作 (1 | text)，把两边变成同一类型',
      '暂存的状态“lead.nmae”：state.lead 中没有“nmae”（有：name），是不是要写“name”？',
      '没有名为“face.newsLists”的服务，是不是要写“face.newsList”？',
      '服务 face.newsList 需要参数“category”',
      '服务 face.ocrIdCard 的请求字段“side”不接受 \'top\'，可选：\'front\', \'back\'',
      '失败提示设为在页面中显示（inline）时，请在“失败或取消时的动作”中把失败原因（error.message）显示在页面上',
      '片段 fragments/consent-card 没有参数“subjct”（它有：subject、personId、when、needed、title、intro、grantText），是不是要写“subject”？',
      '片段 fragments/campaign-product 代表一组组件，不能在它旁边加“visibleWhen”：请通过片段参数（with）传入',
      '条件应给出 true 或 false，而“params.id”是文字：要判断它是否有值，请写 !!params.id',
    ]));
  }, 30_000);
});
