// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validatePages, type ConfigFile } from '../../../runtime/config/validate-pages';
import { defaultContext } from '../../../scripts/lib/page-files';
import { formatProblem } from '../../../runtime/config/problems';

const context = { ...(await defaultContext()), checks: [] };
const json = (file: string, value: unknown): ConfigFile => ({ file, text: JSON.stringify(value, null, 2) });
/** What the validator says about one page, as `npm run validate` prints it. */
const problemsOf = (value: Record<string, unknown>) => validatePages([json('pages/p.json', { route: { path: '/p' }, ...value })], context).map(formatProblem);
/** face.claimList takes a status of all, processing, supplement or finished. */
const TAKES = "it takes 'all', 'processing', 'supplement', 'finished'";

describe('service params and body against the values the catalogue allows', () => {
  it('refuses a literal outside them, naming the one meant', () => {
    expect(problemsOf({ data: { claims: { service: 'face.claimList', params: { status: 'finshed' } } }, body: [] })).toEqual([
      `pages/p.json:9:19  /data/claims/params/status  face.claimList param "status" is 'finshed', which the service refuses: ${TAKES} — did you mean "finished"?`,
    ]);
  });

  it('refuses a value an expression may give: a ternary of literals, a state key only ever set to literals', () => {
    expect(problemsOf({
      state: { tab: 'all', open: false },
      data: {
        some: { service: 'face.claimList', params: { status: "{{ state.open ? 'processing' : 'done' }}" } },
        tabbed: { service: 'face.claimList', params: { status: '{{ state.tab }}' } },
      },
      body: [{ type: 'button', props: { text: '已结案' }, onClick: { action: 'setState', values: { tab: 'finised' } } }],
    })).toEqual([
      `pages/p.json:13:19  /data/some/params/status  face.claimList param "status" may be 'done', which the service refuses: ${TAKES}`,
      `pages/p.json:19:19  /data/tabbed/params/status  face.claimList param "status" may be 'finised', which the service refuses: ${TAKES} — did you mean "finished"?`,
    ]);
  });

  it('checks a callService body field by field, exactly (a body is JSON, not a query string)', () => {
    expect(problemsOf({
      body: [{
        type: 'button', props: { text: '领取' },
        onClick: { action: 'callService', service: 'face.survivalFundApply', body: { id: '{{ query.id }}', receiveMode: 'Bank' } },
      }],
    })).toEqual([
      "pages/p.json:16:26  /body/0/onClick/body/receiveMode  face.survivalFundApply body field \"receiveMode\" is 'Bank', which the service refuses: it takes 'bank', 'deduct', 'accumulate' — did you mean \"bank\"?",
    ]);
  });

  it('leaves to the service what is not known: an input, an address value, an empty choice not yet made', () => {
    expect(problemsOf({
      state: { mode: '' },
      data: { claims: { service: 'face.claimList', params: { status: '{{ query.status }}' } } },
      body: [
        { type: 'input', bind: 'typed', props: { label: '状态' } },
        { type: 'button', props: { text: '查询' }, onClick: { action: 'callService', service: 'face.claimList', params: { status: '{{ state.typed }}' } } },
        { type: 'button', props: { text: '领取' }, onClick: { action: 'callService', service: 'face.survivalFundApply', body: { id: '1', receiveMode: '{{ state.mode }}' } } },
      ],
    })).toEqual([]);
  });
});
