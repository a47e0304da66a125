// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createChecker } from '../../../runtime/dev/playground/check';
import { targetFile } from '../../../runtime/dev/playground/target-file';
import { defaultContext, readPageFiles } from '../../../scripts/lib/page-files';
import { validatePages } from '../../../runtime/config/validate-pages';
import { pageOf, type Problem } from '../../../runtime/config/problems';

const checker = await createChecker();
const context = await defaultContext();
const ABOUT = { file: 'pages-config/pages/info/about-us.json', path: '/about-us' };
const aboutText = readPageFiles().find((page) => page.file === ABOUT.file)!.text;

/** What `npm run validate` says when the text replaces (or joins) the project's pages, in its order of files. */
function validateSaved(file: string, text: string) {
  const files = [...readPageFiles().filter((page) => page.file !== file), { file, text }].sort((a, b) => (a.file < b.file ? -1 : 1));
  return validatePages(files, context);
}
/** What `npm run validate` says about this file. */
const nodeProblems = (file: string, text: string) => validateSaved(file, text).filter((problem) => pageOf(problem) === file);

describe('the playground check', () => {
  it('says what npm run validate says about a broken page, at the same places', () => {
    const broken = aboutText
      .replace('"type": "hero"', '"type": "heor"')
      .replace('"title": "公司概况"', '"title": "公司概况", "colour": "red"')
      .replace('"type": "nav-bar" }', '"type": "nav-bar", "onClick": { "action": "navigate", "to": "/abuot-us" } }')
      .replace('{{ app.hotline }}', '{{ app.hotlin }}');
    const checked = checker(broken, ABOUT);
    expect(checked.file).toBe(ABOUT.file);
    expect(checked.page).toBeUndefined();
    expect(checked.problems.map((p) => p.message)).toEqual(expect.arrayContaining([expect.stringContaining('did you mean "hero"'), expect.stringContaining('"/abuot-us"'), 'unknown app constant "hotlin" (pages-config/app.json) — did you mean "hotline"?']));
    expect(checked.problems).toEqual(nodeProblems(ABOUT.file, broken));
  });

  it('names a syntax error at its cause, as the CLI does', () => {
    const broken = aboutText.replace('"title": "公司概况",', '"title": "公司概况"');
    const checked = checker(broken, ABOUT);
    expect(checked.problems).toHaveLength(1);
    expect(checked.problems).toEqual(nodeProblems(ABOUT.file, broken));
  });

  it('checks services against the catalogue', () => {
    const page = { route: { path: '/act/try' }, data: { news: { service: 'face.newsLst' }, detail: { service: 'face.newsDetail', params: {} } }, body: [{ type: 'text', source: ['news', 'detail'], props: { text: '{{ data.news }}' } }] };
    const text = JSON.stringify(page, null, 2);
    const checked = checker(text, undefined);
    expect(checked.file).toBe('pages-config/pages/act/try.json');
    expect(checked.problems.map((p) => p.message)).toEqual(['unknown service "face.newsLst" — did you mean "face.newsList"?', 'service "face.newsDetail" needs param "id"']);
    expect(checked.problems).toEqual(nodeProblems(checked.file, text));
  });

  it('checks a source\'s fields, a service\'s params and a bound form\'s state, as npm run validate does', () => {
    const page = {
      route: { path: '/act/try' }, state: { lead: {} }, data: { claims: { service: 'face.claimList', params: { status: 'finshed' } } },
      body: [{ type: 'text', source: 'claims', props: { text: '{{ data.claims.totl }}' } }, { type: 'schema-form', bind: 'lead', props: { form: 'lead', submitText: '{{ state.lead.nmae }}' } }],
    };
    const text = JSON.stringify(page, null, 2);
    const checked = checker(text, undefined);
    expect(checked.problems.map((p) => p.message)).toEqual([
      'face.claimList param "status" is \'finshed\', which the service refuses: it takes \'all\', \'processing\', \'supplement\', \'finished\' — did you mean "finished"?',
      '"totl" is not a key of data.claims (what face.claimList answers (pages-config/services/face.json): total, list) — did you mean "total"?',
      '"nmae" is not a key of state.lead (the form "lead": name, phone, captcha, verifyCode, consent) — did you mean "name"?',
    ]);
    expect(checked.problems).toEqual(nodeProblems(checked.file, text));
  });

  it('renders a valid edit of an existing page without calling its route taken', () => {
    const edited = aboutText.replace('"title": "公司概况"', '"title": "公司一览"');
    const checked = checker(edited, ABOUT);
    expect(checked.problems.filter((p) => p.severity !== 'warning')).toEqual([]);
    expect(JSON.stringify(checked.page)).toContain('公司一览');
  });

  it('expands fragments for the preview and reports a misused one as npm run validate does', () => {
    const ME = { file: 'pages-config/pages/me/info.json', path: '/me/info' };
    const text = readPageFiles().find((page) => page.file === ME.file)!.text;
    expect(JSON.stringify(checker(text, ME).page)).toContain('"type":"tab-bar"');

    const broken = text.replace('"with": { "active": "me" }', '"with": { "active": "mine" }');
    const checked = checker(broken, ME);
    expect(checked.problems.map((p) => p.message)).toEqual([expect.stringContaining('must be one of')]);
    expect(checked.problems).toEqual(nodeProblems(ME.file, broken));
  });

  it('calls a route taken when a page of another file claims it, in the file validate would name', () => {
    const taken = (path: string) => ({ route: { path, module: 'info' }, body: [] });
    // info/about-us2.json comes after info/about-us.json: it is the one taking the route.
    const after = checker(JSON.stringify(taken('/About-Us2/')), undefined);
    expect(after.file).toBe('pages-config/pages/info/about-us2.json');
    const later = checker(JSON.stringify({ ...taken('/about-us2'), route: { path: '/about-us2', module: 'info', redirects: [{ from: '/About-Us/' }] } }), undefined);
    expect(later.problems.map((p) => p.message)).toEqual([`path "/About-Us/" is already claimed by ${ABOUT.file} as "/about-us" (routes ignore case, a trailing slash and param names)`]);
    // act/about-us.json comes first: validate tells info/about-us.json, and the playground says so with that file.
    const first = checker(JSON.stringify({ ...taken('/About-Us/'), route: { path: '/About-Us/', module: 'act' } }), undefined);
    expect(first.file).toBe('pages-config/pages/act/about-us.json');
    expect(first.problems).toEqual([]);
    expect(first.elsewhere.map((p) => `${p.file} ${p.message}`)).toEqual([`${ABOUT.file} path "/about-us" is already claimed by pages-config/pages/act/about-us.json as "/About-Us/" (routes ignore case, a trailing slash and param names)`]);
  });

  it('reports for a copied campaign page what validate reports for it, and the errors it would give the original', () => {
    const SERVICE = 'pages-config/pages/campaign/act-service.json';
    const original = readPageFiles().find((page) => page.file === SERVICE)!.text;
    for (const path of ['/act-services', '/act-service-copy']) {
      const copy = original.replace('"path": "/act-service"', `"path": "${path}"`);
      const checked = checker(copy, undefined);
      const saved = validateSaved(checked.file, copy);
      expect(checked.problems).toEqual(saved.filter((problem) => pageOf(problem) === checked.file));
      // Another file is read for its route and code only: its problems are told without their line:column.
      const said = (problems: Problem[]) => problems.map(({ file, pointer, message }) => ({ file, pointer, message }));
      expect(said(checked.elsewhere)).toEqual(said(saved.filter((problem) => pageOf(problem) === SERVICE)));
      expect([...checked.problems, ...checked.elsewhere].map((p) => p.message).sort()).toEqual([
        `activity "ACT_SERVICE_2026" belongs to /act-service (pages-config/activities.json): its result page leads there, so give this page an activity of its own`,
        expect.stringMatching(/^page code "ACT_SERVICE" is already used by pages-config\/pages\/campaign\/act-service/),
      ]);
    }
  });
});

describe('where an edited page belongs', () => {
  it('is the file it started from while it keeps that route, else a file named after its route', () => {
    expect(targetFile({ path: '/About-Us/' }, ABOUT)).toBe(ABOUT.file);
    expect(targetFile(undefined, ABOUT)).toBe(ABOUT.file);
    expect(targetFile({ path: '/act/spring' }, ABOUT)).toBe('pages-config/pages/act/spring.json');
    expect(targetFile({ path: '/springGift', module: 'welfare' }, undefined)).toBe('pages-config/pages/welfare/spring-gift.json');
    expect(targetFile({ path: '/me/info/edit/:platform?', module: 'me' }, undefined)).toBe('pages-config/pages/me/info-edit.json');
    expect(targetFile({ path: '/service-guide' }, undefined)).toBe('pages-config/pages/info/service-guide.json');
  });
});
