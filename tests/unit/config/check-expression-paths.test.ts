// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validatePages, type ConfigFile } from '../../../runtime/config/validate-pages';
import { defaultContext } from '../../../scripts/lib/page-files';
import { formatProblem } from '../../../runtime/config/problems';
import { SHAPED_FILTERS } from '../../../runtime/config/filter-shapes';
import { builtinFilters } from '../../../runtime/core/expression/filters';

const context = { ...(await defaultContext()), checks: [] };
const json = (file: string, value: unknown): ConfigFile => ({ file, text: JSON.stringify(value, null, 2) });
const text = (value: string) => ({ type: 'text', props: { text: value } });
/** What the validator says about one page, as `npm run validate` prints it. */
const problemsOf = (value: Record<string, unknown>, fragments: ConfigFile[] = []) =>
  validatePages([json('pages/p.json', { route: { path: '/p' }, ...value })], { ...context, fragments }).map(formatProblem);
/** face.claimList answers { total, list } and each claim's status is one of five codes. */
const claims = { claims: { service: 'face.claimList', params: { status: 'all' } } };
const CLAIM_KEYS = 'claimId, claimNo, insuredName, claimType, claimTypeName, accidentDate, applyDate, status, …';

describe('a state path, to its last key', () => {
  it('refuses a key the declared state, its writes and a bound form do not have, naming the one meant', () => {
    expect(problemsOf({
      state: { lead: {}, filter: { year: '2026', type: 'all' } },
      body: [
        { type: 'schema-form', bind: 'lead', props: { form: 'lead' } },
        { type: 'button', props: { text: '筛选' }, onClick: { action: 'setState', values: { 'sheet.open': true, 'filter.month': '01' } } },
        text('{{ state.lead.nmae }} {{ state.lead.phone }}'),
        text('{{ state.filter.yaer }} {{ state.filter.month }} {{ state.sheet.open }} {{ state.sheet.opne }}'),
      ],
    })).toEqual([
      'pages/p.json:36:18  /body/2/props/text  "nmae" is not a key of state.lead (the form "lead": name, phone, captcha, verifyCode, consent) — did you mean "name"?',
      'pages/p.json:42:18  /body/3/props/text  "yaer" is not a key of state.filter (the page state, as declared in "state" and written by setState or bind: year, type, month) — did you mean "year"?',
      'pages/p.json:42:90  /body/3/props/text  "opne" is not a key of state.sheet (the page state, as declared in "state" and written by setState or bind: open) — did you mean "open"?',
    ]);
  });

  it('refuses a persisted path below its first key as any state path', () => {
    expect(problemsOf({
      state: { lead: {} },
      persist: ['lead.name', 'lead.phnoe'],
      body: [{ type: 'schema-form', bind: 'lead', props: { form: 'lead' } }],
    })).toEqual([
      'pages/p.json:10:5  /persist/1  persisted path "lead.phnoe": "phnoe" is not a key of state.lead (the form "lead": name, phone, captcha, verifyCode, consent) — did you mean "phone"?',
    ]);
  });

  it('leaves alone what is written by an expression, an input or under a key named by an expression', () => {
    expect(problemsOf({
      state: { answers: {}, profile: null },
      body: [
        { type: 'input', bind: 'contact.phone', props: { label: '手机号' } },
        { type: 'button', props: { text: '载入' }, onClick: { action: 'setState', values: { 'answers.{{ query.code }}': 'Y', profile: '{{ query.profile }}' } } },
        text('{{ state.answers.Q1 }} {{ state.profile.name }} {{ state.contact.phone.length }}'),
      ],
    })).toEqual([]);
  });

  it('reads what a fragment brings in page.state, and reports a misspelt key at the fragment', () => {
    const draft = json('pages-config/fragments/draft.json', {
      description: 'A draft with its state.',
      page: { state: { draft: { title: '' } } },
      body: [text('{{ state.draft.titel }}')],
    });
    expect(problemsOf({ body: [{ use: 'fragments/draft' }, text('{{ state.draft.title }}')] }, [draft])).toEqual([
      'pages-config/fragments/draft.json:14:18  /body/0/props/text  "titel" is not a key of state.draft (the page state, as declared in "state" and written by setState or bind: title) — did you mean "title"?\n    used at pages/p.json:6:5  /body/0',
    ]);
  });
});

describe('a source\'s fields, against what its service answers', () => {
  it('follows the answer through lists, the filters that keep an item and a repeat\'s item', () => {
    expect(problemsOf({
      data: claims,
      body: [
        { type: 'text', source: 'claims', props: { text: '{{ data.claims.totl }} {{ (data.claims.list | first).claimNo }} {{ (data.claims.list | where(\'status\', \'paid\') | first).clamNo }}' } },
        { type: 'cell', source: 'claims', repeat: '{{ data.claims.list | sort(\'applyDate\', \'desc\') }}', props: { label: '{{ item.claimTypeName }}', text: '{{ item.insuredNmae }}' } },
        { type: 'text', source: 'claims', props: { text: '{{ data.claims.list | sum(\'amout\') }}' } },
      ],
    })).toEqual([
      'pages/p.json:18:18  /body/0/props/text  "totl" is not a key of data.claims (what face.claimList answers (pages-config/services/face.json): total, list) — did you mean "total"?',
      `pages/p.json:18:82  /body/0/props/text  "clamNo" is not a key of (data.claims.list | where | first) (what face.claimList answers (pages-config/services/face.json): ${CLAIM_KEYS}) — did you mean "claimNo"?`,
      `pages/p.json:27:18  /body/1/props/text  "insuredNmae" is not a key of item (what face.claimList answers (pages-config/services/face.json): ${CLAIM_KEYS}) — did you mean "insuredName"?`,
      `pages/p.json:34:18  /body/2/props/text  "amout" is not a key of the items of data.claims.list (what face.claimList answers (pages-config/services/face.json): ${CLAIM_KEYS})`,
    ]);
  });

  it('follows a schema that holds itself (a region\'s children) and two answers merged, without end', () => {
    expect(problemsOf({
      data: { regions: { service: 'basicData.regionTree' }, other: { service: 'basicData.regionTree' } },
      body: [{ type: 'text', source: ['regions', 'other'], props: { text: '{{ (data.regions | find(\'code\', query.code)).nmae }} {{ (query.a ? data.regions : data.other | concat(data.regions)) | first }}' } }],
    })).toEqual([
      'pages/p.json:21:18  /body/0/props/text  "nmae" is not a key of (data.regions | find) (what basicData.regionTree answers (pages-config/services/basicData.json): code, name, children) — did you mean "name"?',
    ]);
  });

  it('reads a record named with let as the item it finds, and a static source as written', () => {
    expect(problemsOf({
      data: { ...claims, labels: { static: { paid: '已赔付' } } },
      body: [{
        type: 'text', source: 'claims', let: { claim: '{{ data.claims.list | find(\'claimNo\', query.no) }}' },
        visibleWhen: '{{ claim != null }}',
        props: { text: '{{ claim.statsu }} {{ data.labels[claim.status] }} {{ data.labels.piad }}' },
      }],
    })).toEqual([
      `pages/p.json:27:18  /body/0/props/text  "statsu" is not a key of claim (what face.claimList answers (pages-config/services/face.json): ${CLAIM_KEYS}) — did you mean "status"?`,
      'pages/p.json:27:69  /body/0/props/text  "piad" is not a key of data.labels (the static source "labels": paid) — did you mean "paid"?',
    ]);
  });
});

describe('an action\'s results, by name and as result', () => {
  it('follows a named result to the steps after it and a call\'s answer into its then, never into its else or before it', () => {
    const call = { action: 'callService', service: 'face.claimList', params: { status: 'all' }, as: 'claims' };
    expect(problemsOf({
      body: [{
        type: 'button', props: { text: '查询' },
        onClick: [
          { action: 'toast', message: '{{ steps.claims.total }}' },
          { ...call, then: { action: 'toast', message: '{{ result.totl }} {{ steps.claims.total }}' }, else: { action: 'toast', message: '{{ steps.claims.total }}' } },
          { action: 'toast', message: '{{ steps.claims.totl }} {{ steps.claim.total }} {{ (steps.claims.list | first).claimNo }}' },
        ],
      }],
    })).toEqual([
      'pages/p.json:14:23  /body/0/onClick/0/message  "claims" is not a key of steps (the results named with "as" by the steps before this one: no keys)',
      'pages/p.json:25:25  /body/0/onClick/1/then/message  "totl" is not a key of result (what face.claimList answers (pages-config/services/face.json): total, list) — did you mean "total"?',
      'pages/p.json:29:25  /body/0/onClick/1/else/message  "claims" is not a key of steps (the results named with "as" by the steps before this one: no keys)',
      'pages/p.json:34:23  /body/0/onClick/2/message  "totl" is not a key of steps.claims (what face.claimList answers (pages-config/services/face.json): total, list) — did you mean "total"?',
      'pages/p.json:34:47  /body/0/onClick/2/message  "claim" is not a key of steps (the results named with "as" by the steps before this one: claims) — did you mean "claims"?',
    ]);
  });
});

describe('typed operators, where both types are known', () => {
  it('refuses comparing or adding a number and a string, and a code the field never has', () => {
    expect(problemsOf({
      data: claims,
      body: [{
        type: 'cell', source: 'claims', repeat: '{{ data.claims.list }}',
        visibleWhen: '{{ data.claims.total > \'0\' }}',
        props: { label: '{{ \'第 \' + index + \' 件\' }}', text: '{{ item.status == \'finshed\' ? \'已结案\' : item.status }}', desc: '{{ \'共 \' + (data.claims.list | length) + \' 件\' }}' },
      }],
    })).toEqual([
      'pages/p.json:18:23  /body/0/visibleWhen  ">" between a number (data.claims.total) and a string (\'0\') is a type error',
      'pages/p.json:20:19  /body/0/props/label  "+" between a string (\'第 \') and a number (index) is a type error: join a number to a text as (index | text)',
      'pages/p.json:21:18  /body/0/props/text  item.status is never \'finshed\': it is one of \'reviewing\', \'supplement\', \'paid\', \'rejected\', \'cancelled\'',
      'pages/p.json:22:18  /body/0/props/desc  "+" between a string (\'共 \') and a number (data.claims.list | length) is a type error: join a number to a text as (data.claims.list | length | text)',
    ]);
  });

  it('accepts texts joined with text, numbers added, null compared with anything and an unknown type', () => {
    expect(problemsOf({
      data: claims,
      body: [{
        type: 'input', bind: 'picked', source: 'claims',
        props: { label: '{{ \'共 \' + (data.claims.total | text) }} {{ data.claims.total + 1 }} {{ data.claims.total == null }} {{ state.picked + 1 }}' },
      }],
    })).toEqual([]);
  });
});

describe('the address and the values that are scalars, to their last key', () => {
  it('refuses a key read below a route param, a query value or a field that is a text or a number', () => {
    expect(problemsOf({
      route: { path: '/p/:policyNo' },
      data: claims,
      body: [
        text('{{ params.policyNo.no }} {{ query.from.channel }} {{ query.from.length }}'),
        { ...text('{{ data.claims.total.amount }} {{ (state.idNo | idCard).birthday }} {{ (state.idNo | idCard).age }}'), source: 'claims' },
      ],
      state: { idNo: '' },
    })).toEqual([
      'pages/p.json:17:18  /body/0/props/text  params.policyNo is a string: it has no key "no"',
      'pages/p.json:17:43  /body/0/props/text  query.from is a string: it has no key "channel"',
      'pages/p.json:23:18  /body/1/props/text  data.claims.total is a number: it has no key "amount"',
      'pages/p.json:23:86  /body/1/props/text  "age" is not a key of (state.idNo | idCard) (what the filter gives: birthday, sex, sexName)',
    ]);
  });
});

describe('the filters that keep items by a value, compared as == compares', () => {
  it('refuses a value of another type than the key, which no item can ever equal, and says how to turn it', () => {
    expect(problemsOf({
      data: { ...claims, levels: { static: [{ code: 1, name: '普通会员' }] } },
      state: { level: 1 },
      body: [
        text("{{ (data.levels | find('code', query.level)).name }}"),
        { ...text("{{ data.claims.list | where('status', 1, 'paid') | length }}"), source: 'claims' },
        { source: 'claims', ...text("{{ (data.levels | find('code', 1)).name }} {{ data.claims.list | where('status', ['paid', 'rejected']) | length }} {{ data.levels | find('code', state.level) }}") },
      ],
    })).toEqual([
      'pages/p.json:28:18  /body/0/props/text  find(\'code\', …) compares "code", a number, with query.level, a string: they are never equal: turn the text into a number with (query.level | number)',
      'pages/p.json:34:18  /body/1/props/text  where(\'status\', …) compares "status", a string, with 1, a number: they are never equal: turn the number into text with (1 | text)',
    ]);
  });
});

describe('the filters the check follows', () => {
  it('says what every built-in filter gives', () => {
    expect(builtinFilters.map((filter) => filter.name).filter((name) => !SHAPED_FILTERS.includes(name))).toEqual([]);
  });
});
