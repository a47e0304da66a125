import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactWidgetSpec, WidgetProps } from '../../../runtime/react/types';
import { renderPage } from './render-page';

const Label = ({ props, emit }: WidgetProps<{ text: string }>) => <p onClick={() => void emit('click')}>{props.text}</p>;
const Field = ({ binding }: WidgetProps) => (
  <input aria-label="手机号" value={String(binding?.value ?? '')} onChange={(e) => binding?.set(e.target.value)} />
);
const Broken = (): never => { throw new Error('组件内部错误'); };
const widgets: ReactWidgetSpec[] = [
  { type: 'label', schema: async () => ({ default: {} }), events: ['click'], load: async () => ({ default: Label as never }) },
  { type: 'broken', schema: async () => ({ default: {} }), load: async () => ({ default: Broken as never }) },
  { type: 'field', schema: async () => ({ default: {} }), bindable: true, load: async () => ({ default: Field as never }) },
];

afterEach(cleanup);

describe('page renderer', () => {
  it('turns elderly mode on for the whole document while an elderly page shows, and off for another page', async () => {
    await renderPage({ appearance: 'elderly', body: [{ type: 'label', props: { text: '我的保单' } }] }, widgets);
    expect(document.documentElement.classList.contains('elderly')).toBe(true);
    cleanup();
    await renderPage({ body: [{ type: 'label', props: { text: '我的保单' } }] }, widgets);
    expect(document.documentElement.classList.contains('elderly')).toBe(false);
  });

  it('contains a throwing widget and an unknown type, naming the config path, and keeps the rest working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPage({ body: [
      { type: 'broken' },
      { type: 'lable', props: { text: 'x' } },
      { type: 'label', props: { text: '保单服务' } },
    ] }, widgets);
    const alerts = screen.getAllByRole('alert');
    expect(alerts[0].textContent).toContain('/body/0');
    expect(alerts[0].textContent).toContain('组件内部错误');
    expect(alerts[1].textContent).toContain('/body/1');
    expect(alerts[1].textContent).toContain('did you mean "label"');
    expect(screen.getByText('保单服务')).toBeTruthy();
  });

  it('reports every widget, action and data-source failure through the one problem hook', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reportProblem = vi.fn();
    const fetch = vi.fn(async (service: string) => {
      throw new Error(service === 'face.userInfo' ? '系统开小差，请稍后重试' : '请求超时，请刷新重试');
    });
    await renderPage({
      data: { profile: { service: 'face.userInfo' } },
      body: [
        { type: 'broken' },
        { type: 'label', props: { text: '保存' }, onClick: { action: 'callService', service: 'face.updateCustomerInfo' } },
      ],
    }, widgets, { fetch, reportProblem, dev: false });
    fireEvent.click(screen.getByText('保存'));
    // The action's failure comes with what was thrown: analytics tells a fault from a refusal by it.
    await waitFor(() => expect(reportProblem).toHaveBeenCalledWith({ kind: 'action', configPath: '/body/1/onClick', message: '请求超时，请刷新重试', error: new Error('请求超时，请刷新重试') }));
    expect(reportProblem).toHaveBeenCalledWith({ kind: 'widget', configPath: '/body/0', message: '组件内部错误' });
    expect(reportProblem).toHaveBeenCalledWith({ kind: 'source', configPath: '/data/profile', message: '系统开小差，请稍后重试', error: new Error('系统开小差，请稍后重试') });
  });

  it('shows a neutral fallback in production', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPage({ body: [{ type: 'broken' }] }, widgets, { dev: false });
    expect(screen.getByRole('note').textContent).toBe('此处内容暂时无法显示');
  });

  it('repeats nodes per item, hides by condition and updates state through actions', async () => {
    await renderPage({
      state: { picked: '' },
      data: { plans: { static: [{ id: 'a', name: '鸿福年金' }, { id: 'b', name: '安康终身寿' }] } },
      body: [
        { type: 'label', repeat: '{{ data.plans }}', props: { text: '{{ index + 1 }}. {{ item.name }}' }, onClick: { action: 'setState', values: { picked: '{{ item.name }}' } } },
        { type: 'label', visibleWhen: '{{ state.picked }}', props: { text: '已选择：{{ state.picked }}' } },
      ],
    }, widgets);
    expect(screen.queryByText(/已选择/)).toBeNull();
    fireEvent.click(screen.getByText('2. 安康终身寿'));
    await waitFor(() => expect(screen.getByText('已选择：安康终身寿')).toBeTruthy());
  });

  it('shows loading, then an error with retry, then the data', async () => {
    let failing = true;
    const fetch = vi.fn(async () => {
      if (failing) throw new Error('请求超时，请刷新重试');
      return [{ id: 1, title: '公司新闻' }];
    });
    await renderPage({
      data: { news: { service: 'face.newsList' } },
      body: [{ type: 'label', source: 'news', props: { text: '共 {{ data.news.length }} 条' } }],
    }, widgets, { fetch });
    await waitFor(() => expect(screen.getByText('请求超时，请刷新重试')).toBeTruthy());
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(screen.getByText('共 1 条')).toBeTruthy());
  });

  it('offers no 重新加载 where the server has answered that what was asked for is not there', async () => {
    const fetch = vi.fn(async () => {
      throw Object.assign(new Error('第三方服务不存在'), { retryable: false });
    });
    await renderPage({
      data: { service: { service: 'face.userInfo' } },
      body: [{ type: 'label', source: 'service', props: { text: '{{ data.service.name }}' } }],
    }, widgets, { fetch });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('第三方服务不存在'));
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
  });

  it("offers the node's way onward under such an answer, and under an empty state, instead of leaving the customer there", async () => {
    const fetch = vi.fn(async (service: string) => {
      if (service === 'face.userInfo') throw Object.assign(new Error('第三方服务不存在'), { retryable: false });
      return [];
    });
    await renderPage({
      data: { service: { service: 'face.userInfo' }, records: { service: 'face.beanHistory' } },
      body: [
        { type: 'label', source: 'service', emptyLink: { text: '返回第三方授权', to: '/me/third-party-service-list' }, props: { text: '{{ data.service.name }}' } },
        { type: 'label', source: 'records', emptyText: '暂无健康豆记录', emptyLink: { text: '去{{ app.companyName }}首页', to: '/' }, props: { text: '{{ data.records.length }}' } },
      ],
    }, widgets, { fetch });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('第三方服务不存在'));
    expect(screen.getByRole('button', { name: '返回第三方授权' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
    await waitFor(() => expect(screen.getByText('暂无健康豆记录')).toBeTruthy());
    expect(screen.getByRole('button', { name: '去鸿泰人寿保险股份有限公司首页' })).toBeTruthy();
  });

  it('waits for every source a node names: one error state, whose retry reloads what failed', async () => {
    const answers: Record<string, boolean> = { 'face.userInfo': false, 'face.vipEquity': true };
    const fetch = vi.fn(async (service: string) => {
      if (!answers[service]) throw new Error('系统开小差，请稍后重试');
      return service === 'face.userInfo' ? { realName: '李明轩' } : { levelName: '铂金会员' };
    });
    await renderPage({
      data: { profile: { service: 'face.userInfo' }, vip: { service: 'face.vipEquity' } },
      body: [{ type: 'label', source: ['profile', 'vip'], props: { text: '{{ data.profile.realName }} · {{ data.vip.levelName }}' } }],
    }, widgets, { fetch });
    await waitFor(() => expect(screen.getByText('系统开小差，请稍后重试')).toBeTruthy());
    expect(screen.getAllByText('系统开小差，请稍后重试')).toHaveLength(1);
    expect(screen.queryByText(/铂金会员/)).toBeNull();
    answers['face.userInfo'] = true;
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(screen.getByText('李明轩 · 铂金会员')).toBeTruthy());
  });

  it('keeps showing a node while its source reloads, and hides an empty node that asks to be hidden', async () => {
    let version = 1;
    let release: () => void = () => undefined;
    const fetch = vi.fn(async () => {
      if (version > 1) await new Promise<void>((resolve) => { release = resolve; });
      return { image: `captcha-${version}` };
    });
    await renderPage({
      data: { captcha: { service: 'face.captcha' }, notices: { static: [] } },
      body: [
        { type: 'label', source: 'captcha', props: { text: '{{ data.captcha.image }}' }, onClick: { action: 'reload', source: 'captcha' } },
        { type: 'label', source: 'notices', hideEmpty: true, props: { text: '公告' } },
      ],
    }, widgets, { fetch });
    await waitFor(() => expect(screen.getByText('captcha-1')).toBeTruthy());
    version = 2;
    const calls = fetch.mock.calls.length;
    fireEvent.click(screen.getByText('captcha-1'));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(calls + 1));
    expect(screen.getByText('captcha-1')).toBeTruthy();
    expect(screen.queryByText('加载中…')).toBeNull();
    release();
    await waitFor(() => expect(screen.getByText('captcha-2')).toBeTruthy());
    expect(screen.queryByText('公告')).toBeNull();
    expect(screen.queryByText('暂无数据')).toBeNull();
  });

  it('re-renders on a state change only the nodes that read what changed', async () => {
    const renders: Record<string, number> = {};
    const Counted = ({ props }: WidgetProps<{ name: string; text: string }>) => {
      renders[props.name] = (renders[props.name] ?? 0) + 1;
      return <p>{props.text}</p>;
    };
    const counted: ReactWidgetSpec = { type: 'counted', schema: async () => ({ default: {} }), load: async () => ({ default: Counted as never }) };
    await renderPage({
      state: { form: { phone: '', email: '' } },
      body: [
        { type: 'field', bind: 'form.phone' },
        { type: 'counted', props: { name: 'phone', text: '号码 {{ state.form.phone }}' } },
        { type: 'counted', props: { name: 'email', text: '邮箱 {{ state.form.email }}' } },
        { type: 'counted', props: { name: 'static', text: '说明' } },
      ],
    }, [...widgets, counted]);
    const before = { ...renders };
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800138000' } });
    await waitFor(() => expect(screen.getByText('号码 13800138000')).toBeTruthy());
    expect(renders.phone).toBeGreaterThan(before.phone);
    expect(renders.email).toBe(before.email);
    expect(renders.static).toBe(before.static);
  });

  it('re-renders a node that reads a property of a state value, or a value not set yet', async () => {
    await renderPage({
      state: { form: { code: '' } },
      body: [
        { type: 'field', bind: 'form.code' },
        { type: 'label', props: { text: '{{ state.form.code.length == 11 ? \'已填完\' : \'未填完\' }}' } },
        { type: 'label', props: { text: '备注 {{ state.note.text | default(\'无\') }}' }, onClick: { action: 'setState', values: { 'note.text': '加急' } } },
      ],
    }, widgets);
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800138000' } });
    await waitFor(() => expect(screen.getByText('已填完')).toBeTruthy());
    fireEvent.click(screen.getByText('备注 无'));
    await waitFor(() => expect(screen.getByText('备注 加急')).toBeTruthy());
  });

  it('binds each repeated field to the path its item names, so any number of questions keep their own answers', async () => {
    await renderPage({
      state: { answers: {} },
      data: { questions: { static: [{ code: 'Q1' }, { code: 'Q2' }, { code: 'Q3' }] } },
      body: [
        { type: 'field', repeat: '{{ data.questions }}', bind: 'answers.{{ item.code }}' },
        { type: 'label', props: { text: '已答 {{ state.answers | entries(\'code\', \'value\') | pluck(\'code\') | join(\'、\') }}' } },
      ],
    }, widgets);
    const fields = screen.getAllByLabelText('手机号');
    expect(fields).toHaveLength(3);
    fireEvent.change(fields[2], { target: { value: '175/68' } });
    fireEvent.change(fields[0], { target: { value: 'N' } });
    await waitFor(() => expect(screen.getByText('已答 Q3、Q1')).toBeTruthy());
    expect((fields[2] as HTMLInputElement).value).toBe('175/68');
  });

  it('lets an action read the state as it is when it runs, not as its node last rendered', async () => {
    await renderPage({
      state: { form: { phone: '' } },
      body: [
        { type: 'field', bind: 'form.phone' },
        { type: 'label', props: { text: '提交' }, onClick: { action: 'setState', values: { sent: '{{ state.form.phone }}' } } },
        { type: 'label', props: { text: '已提交 {{ state.sent }}' } },
      ],
    }, widgets);
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13900001111' } });
    fireEvent.click(screen.getByText('提交'));
    await waitFor(() => expect(screen.getByText('已提交 13900001111')).toBeTruthy());
  });

  it('shows the empty state with the author\'s text, its templates filled', async () => {
    await renderPage({ state: { bank: '招商银行' }, data: { cards: { static: [] } }, body: [{ type: 'label', source: 'cards', emptyText: '暂无{{ state.bank }}银行卡', props: { text: 'x' } }] }, widgets);
    expect(screen.getByText('暂无招商银行银行卡')).toBeTruthy();
  });

  it('binds inputs to state and keeps persisted state as a draft across a reload', async () => {
    const page = { state: { form: { phone: '' } }, persist: ['form'], body: [
      { type: 'field', bind: 'form.phone' },
      { type: 'label', props: { text: '号码：{{ state.form.phone }}' } },
    ] };
    const first = await renderPage(page, widgets, {}, '/login');
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800138000' } });
    expect(screen.getByText('号码：13800138000')).toBeTruthy();
    first.unmount();
    await renderPage(page, widgets, {}, '/login');
    expect((screen.getByLabelText('手机号') as HTMLInputElement).value).toBe('13800138000');
  });

  it('shows a field the entry action fills in from a service as loading until the answer is in, never empty first', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const fetch = vi.fn(() => new Promise((resolve) => { answer = resolve; }));
    await renderPage({
      state: { contact: { mobile: '' } },
      onEnter: { action: 'callService', service: 'face.userInfo', then: { action: 'setState', values: { 'contact.mobile': '{{ result.contactPhone }}' } } },
      body: [{ type: 'label', props: { text: '联系信息' } }, { type: 'field', bind: 'contact.mobile' }],
    }, widgets, { fetch });
    expect(screen.getByText('联系信息')).toBeTruthy();
    expect(screen.queryByLabelText('手机号')).toBeNull();
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    answer({ contactPhone: '13800138000' });
    expect(((await screen.findByLabelText('手机号')) as HTMLInputElement).value).toBe('13800138000');
  });

  it('shows a field at once when the entry action only sets state, and after a failed entry call', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPage({ onEnter: { action: 'setState', values: { mobile: '' } }, body: [{ type: 'field', bind: 'mobile' }] }, widgets);
    expect(screen.getByLabelText('手机号')).toBeTruthy();
    cleanup();
    await renderPage({
      onEnter: { action: 'callService', service: 'face.userInfo', then: { action: 'setState', values: { mobile: '{{ result.contactPhone }}' } } },
      body: [{ type: 'field', bind: 'mobile' }],
    }, widgets, { fetch: async () => { throw new Error('系统开小差，请稍后重试'); } });
    expect(((await screen.findByLabelText('手机号')) as HTMLInputElement).value).toBe('');
  });
});
