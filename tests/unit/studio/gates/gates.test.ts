import { describe, expect, it } from 'vitest';
import type { Activity } from '../../../../studio/server/activities/activity-store';
import type { Candidate } from '../../../../studio/server/gates/gate';
import { submissionGates } from '../../../../studio/server/gates/gates';
import { pageFromTemplate } from '../../../../studio/server/pages/templates';

const gates = submissionGates();
const ACTIVITY: Activity = { code: 'ACT_SPRING_2027', name: '2027 春季健康节', startsAt: '2027-03-01T00:00:00.000Z', endsAt: '2027-04-30T16:00:00.000Z', pagePath: '/act/spring-care', registeredBy: 1, registeredAt: '2027-02-01T00:00:00.000Z' };

/** The campaign template for /act/spring-care with every blank written. */
function writtenCampaign() {
  const { content } = pageFromTemplate({ kind: 'campaign', path: '/act/spring-care', title: '春季关爱季', activityCode: ACTIVITY.code });
  const text = JSON.stringify(content).replace(/【待填写：活动时间[^】]*】/, '2027 年 3 月 1 日至 4 月 30 日').replace(/【待填写：[^】]*】/g, '预约即享免费体检');
  return JSON.parse(text) as Record<string, any>;
}

function candidate(change: Partial<Candidate> = {}): Candidate {
  return {
    routePath: '/act/spring-care', kind: 'campaign', pageCode: 'ACT_SPRING_CARE', activityCode: ACTIVITY.code, content: writtenCampaign(),
    schedule: { validFrom: '2027-03-01T00:00:00.000Z', validTo: '2027-04-30T00:00:00.000Z' }, activities: [ACTIVITY], otherPages: [],
    firstVersion: pageFromTemplate({ kind: 'campaign', path: '/act/spring-care', title: '春季关爱季', activityCode: ACTIVITY.code }).content, liveVersion: null,
    now: new Date('2027-02-20T00:00:00Z'), ...change,
  };
}

const fields = async (change: Partial<Candidate>) => (await gates(candidate(change))).map(({ field }) => field);

describe('the gates before submit', () => {
  it('pass a campaign from the template once its blanks are written, its schedule lies within its activity', async () => {
    expect(await gates(candidate())).toEqual([]);
  }, 30_000);

  it('refuse the template\'s blanks, each at its field, in Chinese', async () => {
    const { content } = pageFromTemplate({ kind: 'campaign', path: '/act/spring-care', title: '春季关爱季', activityCode: ACTIVITY.code });
    const refusals = await gates(candidate({ content }));
    expect(refusals.map(({ field }) => field)).toEqual(expect.arrayContaining(['/share/desc', '/body/1/props/subtitle', '/data/rules/static/0/text']));
    expect(refusals.find(({ field }) => field === '/share/desc')!.message).toBe('/share/desc：模板留下的空白 【待填写：分享描述，一句话说明本活动的福利和期限】 还没有填写，请写上本页自己的文案');
  });

  it('refuse what npm run validate refuses: a widget this build lacks', async () => {
    const content = writtenCampaign();
    content.body.push({ type: 'lucky-wheel' });
    const [refusal] = await gates(candidate({ content }));
    expect(refusal.field).toBe('/body/7/type');
    expect(refusal.message).toBe('/body/7/type：这里不能填写“lucky-wheel”');
  });

  it('say in Chinese what an author meets while editing: a key that is not there, an unclosed expression, a type error, data shown without its source', async () => {
    const content = writtenCampaign();
    content.body[1].props.title = '{{ data.rules[0].titel }}';
    content.body[1].props.subtitle = '{{ data.rules | length';
    content.body.push(
      { type: 'text', props: { text: "{{ '共 ' + (data.rules | length) }}" } },
      { type: 'text', props: { text: '{{ data.captcha.captchaId }}' } },
    );
    const said = (await gates(candidate({ content }))).map(({ message }) => message);
    expect(said).toEqual(expect.arrayContaining([
      '/body/1/props/title：data.rules[0] 中没有“titel”（有：title、text），是不是要写“title”？',
      '/body/1/props/subtitle：表达式没有结束：请在末尾写上 }}',
      '/body/7/props/text：“+”两边的类型不同：\'共 \' 是文字，data.rules | length 是数字；请写作 (data.rules | length | text)，把数字变成文字再相连',
      '/body/8：这个组件显示服务数据 data.captcha：请在“显示的数据来源”中选择 captcha，数据加载中或失败时才会显示“加载中”或“重试”',
    ]));
    expect(said.every((message) => /[\u4e00-\u9fff]/.test(message))).toBe(true);
  });

  it('refuse a version without the template\'s locked 风险提示, or with it changed', async () => {
    const content = writtenCampaign();
    const [notice] = content.body.splice(-1);
    expect(await gates(candidate({ content }))).toEqual([{ field: '/body/6', message: '合规内容“风险提示”已锁定，不能删除或修改' }]);
    content.body.push({ ...notice, children: notice.children.slice(1) });
    expect(await gates(candidate({ content }))).toEqual([{ field: '/body/6', message: '合规内容“风险提示”已锁定，不能删除或修改' }]);
  });

  it('refuse an end before the start and a schedule outside the activity\'s dates', async () => {
    expect(await gates(candidate({ schedule: { validFrom: '2027-04-01T00:00:00Z', validTo: '2027-03-20T00:00:00Z' } }))).toEqual([{ field: 'validTo', message: '活动结束时间（validTo）必须晚于开始时间（validFrom）' }]);
    expect(await gates(candidate({ schedule: { validFrom: '2027-02-20T00:00:00Z', validTo: '2027-05-20T00:00:00Z' } }))).toEqual([
      { field: 'validFrom', message: '开始时间早于活动“2027 春季健康节”的开始时间 2027-03-01 08:00（北京时间）' },
      { field: 'validTo', message: '结束时间晚于活动“2027 春季健康节”的结束时间 2027-05-01 00:00（北京时间）' },
    ]);
    expect(await fields({ activities: [] })).toContain('activityCode');
    expect(await fields({ schedule: {} })).toEqual(['validFrom', 'validTo']);
  });

  it('refuse a date the texts state outside the schedule, and a period written end before start', async () => {
    const content = writtenCampaign();
    content.body[1].props.subtitle = '5 月 1 日起预约即享免费体检';
    content.data.rules.static[0].text = '2027 年 4 月 30 日至 2027 年 3 月 1 日，以预约提交成功的时间为准。';
    expect(await gates(candidate({ content }))).toEqual([
      { field: '/data/rules/static/0/text', message: '文字写的期间“2027 年 4 月 30 日”至“2027 年 3 月 1 日”结束早于开始，请改正' },
      { field: '/body/1/props/subtitle', message: '文字写的日期“5 月 1 日”不在本页排期 2027-03-01 至 2027-04-30（北京时间）之内：页面文字、排期和活动须是同一段时间' },
    ]);
  });

  it('refuse a share card the messaging app would cut or could not show', async () => {
    const content = writtenCampaign();
    content.share.title = '鸿泰人寿春季健康守护季 · 预约专属顾问免费体检还送保单检视服务';
    content.share.image = 'http://www.hongtai-life.example/share.png';
    const refusals = await gates(candidate({ content }));
    expect(refusals.map(({ message }) => message)).toEqual(expect.arrayContaining([
      `分享卡片标题（share.title）有 ${[...content.share.title].length} 个字，超过 25 个字会被微信截断显示为“…”`,
      '分享图片（share.image）必须是 https 地址',
    ]));
    content.share.image = 'https://images.elsewhere.example/share.png';
    expect((await gates(candidate({ content }))).map(({ message }) => message)).toContain('分享图片（share.image）的地址 https://images.elsewhere.example 不在允许名单（app.json redirectAllowlist）中');
  });

  it('refuse an address off the allowlist, a page code another page has, and a page over the size budget', async () => {
    const content = writtenCampaign();
    content.body.push({ type: 'image', props: { src: 'https://cdn.unknown.example/banner.png', alt: '横幅' } });
    expect(await fields({ content })).toContain('/body/7/props/src');
    expect(await gates(candidate({ otherPages: [{ routePath: '/act/other', pageCode: 'ACT_SPRING_CARE' }] }))).toEqual([
      { field: '/route/pageCode', message: '页面编码（route.pageCode）ACT_SPRING_CARE 已被 /act/other 使用：每个页面需要自己的编码' },
    ]);
    const builtInCode = writtenCampaign();
    builtInCode.route.pageCode = 'ACT_EAGLE_EYE';
    expect((await gates(candidate({ content: builtInCode })))[0].message).toMatch(/^页面编码（route.pageCode）ACT_EAGLE_EYE 已被 \/act-eagle-eye 使用/);
    const large = writtenCampaign();
    large.data.rules.static.push(...Array.from({ length: 400 }, () => ({ title: '说明', text: '本活动最终解释权归鸿泰人寿所有。'.repeat(8) })));
    expect((await fields({ content: large }))[0]).toBe('/');
  });
});
