// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validatePages, type ConfigFile } from '../../../runtime/config/validate-pages';
import { defaultContext } from '../../../scripts/lib/page-files';
import { formatProblem } from '../../../runtime/config/problems';

const context = { ...(await defaultContext()), checks: [] };
const json = (file: string, value: unknown): ConfigFile => ({ file, text: JSON.stringify(value, null, 2) });
const button = (text: string, onClick: unknown) => ({ type: 'button', props: { text }, onClick });
/** What the validator says about the agent's invitation page, as `npm run validate` prints it. */
const problemsOf = (value: Record<string, unknown>) =>
  validatePages([json('pages/jump.json', { route: { path: '/jump-agent', login: true }, ...value })], context).map(formatProblem);

describe('the credentials an address brings, kept on the page', () => {
  it('lets the invitation\'s token reach the action that starts agent mode', () => {
    expect(problemsOf({
      body: [button('同意并进入', { action: 'enterAgentMode', token: '{{ query.token }}', agentCode: '{{ query.agentCode }}', then: { action: 'replace', to: '/jump-agent', query: { from: '{{ query.agentCode }}' } } })],
    })).toEqual([]);
  });

  it('refuses it in a tracking event, a link\'s query or address, and a share card', () => {
    expect(problemsOf({
      share: { title: '顾问邀请', link: '/jump-agent?token={{ query.token }}' },
      body: [
        button('统计', { action: 'track', event: 'agent_accept', params: { invite: '{{ query.token }}' } }),
        button('返回', { action: 'navigate', to: '/jump-agent', query: { t: '{{ query.t }}' } }),
        button('分享', { action: 'share', link: 'https://portal.example/official/jump-agent?token={{ query.agentToken }}' }),
      ],
    })).toEqual([
      'pages/jump.json:8:32  /share/link  "query.token" is a credential: a link, a share card or a tracking parameter must not carry it (it would reach other sites, chats and analytics)',
      'pages/jump.json:20:22  /body/0/onClick/params/invite  "query.token" is a credential: a link, a share card or a tracking parameter must not carry it (it would reach other sites, chats and analytics)',
      'pages/jump.json:33:17  /body/1/onClick/query/t  "query.t" is a credential: a link, a share card or a tracking parameter must not carry it (it would reach other sites, chats and analytics)',
      'pages/jump.json:44:67  /body/2/onClick/link  "query.agentToken" is a credential: a link, a share card or a tracking parameter must not carry it (it would reach other sites, chats and analytics)',
    ]);
  });

  it('refuses a token a service answered in a partner\'s address, which takes a one-time code instead', () => {
    expect(problemsOf({
      body: [
        button('进入合作方', { action: 'callService', service: 'face.agentWelfareToken', then: { action: 'openUrl', url: 'https://ihome.fanke-partner.example/entry?token={{ result.token }}' } }),
        button('进入合作方', { action: 'callService', service: 'face.fkPartnerAuthCode', then: { action: 'replace', to: '{{ result.redirectUrl }}?code={{ result.code | encode }}' } }),
      ],
    })).toEqual([
      'pages/jump.json:17:67  /body/0/onClick/then/url  "result.token" is a credential: a link, a share card or a tracking parameter must not carry it (it would reach other sites, chats and analytics)',
    ]);
  });
});
