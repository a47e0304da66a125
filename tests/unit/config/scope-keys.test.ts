// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validatePages, type ConfigFile } from '../../../runtime/config/validate-pages';
import { defaultContext } from '../../../scripts/lib/page-files';
import { formatProblem } from '../../../runtime/config/problems';

const context = { ...(await defaultContext()), checks: [] };
const json = (file: string, value: unknown): ConfigFile => ({ file, text: JSON.stringify(value, null, 2) });
const text = (value: string) => ({ type: 'text', props: { text: value } });
/** What the validator says about one page, as `npm run validate` prints it. */
const problemsOf = (value: Record<string, unknown>, fragments: ConfigFile[] = []) =>
  validatePages([json('pages/p.json', { route: { path: '/p' }, ...value })], { ...context, fragments }).map(formatProblem);

describe('the first key read from app, state, data and params', () => {
  it('refuses a misspelt app constant at the expression, with the constant meant', () => {
    expect(problemsOf({ body: [text('客服热线 {{ app.hotlin }}'), text('{{ app.hotline }} {{ app.inWechat }}')] })).toEqual([
      'pages/p.json:9:23  /body/0/props/text  unknown app constant "hotlin" (pages-config/app.json) — did you mean "hotline"?',
    ]);
  });

  it('refuses a state key the page neither declares nor writes, and accepts keys written by setState or bind', () => {
    expect(problemsOf({
      state: { submitting: false },
      body: [
        { type: 'button', props: { text: '提交', loading: '{{ state.submiting }}' }, onClick: { action: 'setState', values: { 'sheet.open': true, smsSent: '{{ (state.smsSent || 0) + 1 }}' } } },
        { type: 'input', bind: 'form.phone', props: { label: '手机号' } },
        text('{{ state.submitting }} {{ state.sheet.open }} {{ state.form.phone }} {{ state.smsSent }}'),
      ],
    })).toEqual([
      'pages/p.json:13:21  /body/0/props/loading  unknown state key "submiting": declare it in "state" (or write it with setState or bind) — did you mean "submitting"?',
    ]);
  });

  it('refuses an unknown data source, and leaves the keys below it to the check of paths (check-expression-paths.test.ts)', () => {
    expect(problemsOf({
      data: { policy: { static: { name: '鸿泰福' } } },
      body: [text('{{ data.policy.name }}'), text('{{ data.polcy.name }}')],
    })).toEqual([
      'pages/p.json:22:18  /body/1/props/text  unknown data source "polcy" — did you mean "policy"?',
    ]);
  });

  it('refuses a param that is not in the route path', () => {
    expect(problemsOf({ route: { path: '/policy/:policyNo/:tab?' }, body: [text('{{ params.policyNo }} {{ params.tab }}'), text('保单 {{ params.policyNO }}')] })).toEqual([
      'pages/p.json:15:21  /body/1/props/text  unknown route param "policyNO" (the path is "/policy/:policyNo/:tab?") — did you mean "policyNo"?',
    ]);
  });

  it('leaves open roots alone: the address, a repeat\'s item, an action\'s event, result and error', () => {
    expect(problemsOf({
      data: { cards: { static: [{ bankName: '招商银行' }] } },
      body: [
        { type: 'cell', repeat: '{{ data.cards }}', props: { label: '{{ item.bankName }} {{ index }}', text: '{{ query.from }}' } },
        { type: 'input', props: { label: '姓名' }, onChange: { action: 'toast', message: '{{ event.value }}', then: { action: 'toast', message: '{{ result.anything }}' } } },
      ],
    })).toEqual([]);
  });

  it('reports a misspelt key inside a fragment at the fragment file, and one passed by the page at the page', () => {
    const hotline = json('pages-config/fragments/hotline.json', {
      description: 'The hotline with a caption.',
      params: { caption: { type: 'string', description: 'What the hotline is for.' } },
      body: [text('[[caption]]'), text('拨打 {{ app.hotlin }}')],
    });
    expect(problemsOf({ body: [{ use: 'fragments/hotline', with: { caption: '{{ state.captoin }}' } }] }, [hotline])).toEqual([
      'pages-config/fragments/hotline.json:19:21  /body/1/props/text  unknown app constant "hotlin" (pages-config/app.json) — did you mean "hotline"?\n    used at pages/p.json:6:5  /body/0',
      'pages/p.json:9:21  /body/0/with/caption  unknown state key "captoin": declare it in "state" (or write it with setState or bind)',
    ]);
  });
});

describe('the session, read only through its view', () => {
  it('accepts every key of the view, the agent\'s code and name included', () => {
    expect(problemsOf({
      body: [text('{{ session.loggedIn }} {{ session.elderlyMode }} {{ session.agentMode }} {{ session.name }} {{ session.agent.code }} {{ session.agent.name }}')],
    })).toEqual([]);
  });

  it('refuses a token or the raw user anywhere, a link\'s query and a tracking parameter included, naming the keys pages may read', () => {
    expect(problemsOf({
      body: [
        text('{{ session.user.accessToken }}'),
        { type: 'button', props: { text: '分享' }, onClick: { action: 'navigate', to: '/p', query: { t: '{{ session.accessToken }}' } } },
        { type: 'button', props: { text: '统计' }, onClick: { action: 'track', event: 'tap', params: { who: '{{ session.agent.token }}' } } },
      ],
    })).toEqual([
      'pages/p.json:9:18  /body/0/props/text  unknown session key "user": pages read only loggedIn, elderlyMode, agentMode, name, agent of the session (never a token)',
      'pages/p.json:21:17  /body/1/onClick/query/t  unknown session key "accessToken": pages read only loggedIn, elderlyMode, agentMode, name, agent of the session (never a token)',
      'pages/p.json:34:19  /body/2/onClick/params/who  unknown session key "agent.token": session.agent holds only code, name',
    ]);
  });

  it('names the key meant for a misspelt one, and refuses reading below a plain value', () => {
    expect(problemsOf({ body: [text('{{ session.logedIn }}'), text('{{ session.loggedIn.value }}')] })).toEqual([
      'pages/p.json:9:18  /body/0/props/text  unknown session key "logedIn": pages read only loggedIn, elderlyMode, agentMode, name, agent of the session (never a token) — did you mean "loggedIn"?',
      'pages/p.json:15:18  /body/1/props/text  unknown session key "loggedIn.value": session.loggedIn is a value, not a record',
    ]);
  });
});
