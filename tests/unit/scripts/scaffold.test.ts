// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPage, createWidget, fillPage, planPage, registerWidget, routeOwner, ScaffoldError, WIDGET_DESCRIPTION_BLANK, WIDGET_PALETTE_BLANKS, widgetNames } from '../../../scripts/lib/scaffold';
import { paletteProblems } from '../../../scripts/lib/palette-problems';
import { widgetSchemaBlanks } from '../../../scripts/lib/widget-blanks';
import { formatProblem } from '../../../runtime/config/problems';
import { defaultContext, projectRoot, readPageFiles } from '../../../scripts/lib/page-files';
import { validatePages } from '../../../runtime/config/validate-pages';

const context = await defaultContext();
const temps: string[] = [];
/** A temporary project holding a copy of the given paths. */
function tempProject(...paths: string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'scaffold-'));
  temps.push(root);
  for (const path of paths) cpSync(join(projectRoot, path), join(root, path), { recursive: true });
  return root;
}
afterEach(() => { for (const root of temps.splice(0)) rmSync(root, { recursive: true, force: true }); });

describe('page scaffold', () => {
  /**
   * One copy of the project's pages for the page tests, put back as it was after each (copying and removing
   * 275 files for every test took half of this file's time): what a test adds is removed, and a test only adds.
   */
  let pagesRoot: string;
  let pristine: Set<string>;
  const listing = () => readdirSync(join(pagesRoot, 'pages-config/pages'), { recursive: true, encoding: 'utf8' });
  beforeAll(() => {
    pagesRoot = mkdtempSync(join(tmpdir(), 'scaffold-pages-'));
    cpSync(join(projectRoot, 'pages-config/pages'), join(pagesRoot, 'pages-config/pages'), { recursive: true });
    pristine = new Set(listing());
  });
  afterEach(() => {
    for (const added of listing().filter((entry) => !pristine.has(entry))) rmSync(join(pagesRoot, 'pages-config/pages', added), { recursive: true, force: true });
  });
  afterAll(() => rmSync(pagesRoot, { recursive: true, force: true }));

  it('places a page by its path, in the kind\'s default module unless told', () => {
    expect(planPage({ path: '/act-spring', kind: 'campaign' })).toEqual({ path: '/act-spring', module: 'campaign', file: 'pages-config/pages/campaign/act-spring.json' });
    expect(planPage({ path: 'service-guide/', kind: 'info' })).toEqual({ path: '/service-guide', module: 'info', file: 'pages-config/pages/info/service-guide.json' });
    expect(planPage({ path: '/me/tax-info', kind: 'form' })).toMatchObject({ module: 'me', file: 'pages-config/pages/me/tax-info.json' });
    expect(planPage({ path: '/springGift', kind: 'list', module: 'welfare' }).file).toBe('pages-config/pages/welfare/spring-gift.json');
    for (const path of ['/', '/me/:id', '/a b', '/活动']) expect(() => planPage({ path, kind: 'info' })).toThrow(ScaffoldError);
  });

  it('finds the page already serving a route, case, trailing slash and redirects included', () => {
    const files = [{ file: 'a.json', text: JSON.stringify({ route: { path: '/News-Center', redirects: [{ from: '/old-news' }] } }) }];
    expect(routeOwner('/news-center/', files)).toBe('a.json');
    expect(routeOwner('/old-news', files)).toBe('a.json');
    expect(routeOwner('/news', files)).toBeUndefined();
  });

  it('fills the route and replaces the template\'s title wherever it is shown', () => {
    const template = { route: { path: '/x', title: '服务指南', module: 'info', pageCode: 'GUIDE' }, share: { title: '鸿泰人寿服务指南 · 一页了解' }, body: [{ type: 'hero', props: { title: '服务指南', subtitle: '服务指南一页了解' } }, { type: 'form', props: { pageCode: 'GUIDE' } }] };
    const page = fillPage(template, { path: '/act/spring', module: 'act', file: '' }, '春季活动');
    expect(page.route).toEqual({ path: '/act/spring', title: '春季活动', module: 'act', pageCode: 'ACT_SPRING' });
    expect(page.share.title).toBe('鸿泰人寿春季活动 · 一页了解');
    expect(page.body[0].props).toEqual({ title: '春季活动', subtitle: '春季活动一页了解' });
    expect(page.body[1].props.pageCode).toBe('ACT_SPRING');
    expect(template.route.path).toBe('/x');
  });

  it.each(['list', 'form'] as const)('writes a %s page that passes validation beside every page, with its snapshot cases', (kind) => {
    const result = createPage({ path: `/scaffold-${kind}`, kind, title: '新页面' }, context, pagesRoot);
    expect([result.problems, result.blanks]).toEqual([[], []]);
    const page = JSON.parse(readFileSync(join(pagesRoot, result.file), 'utf8'));
    expect(page.route).toMatchObject({ path: `/scaffold-${kind}`, title: '新页面' });
    expect(validatePages(readPageFiles(pagesRoot), context).filter((p) => p.file === result.file)).toEqual([]);
    const login = page.route.login === true;
    expect(JSON.parse(readFileSync(join(pagesRoot, result.casesFile!), 'utf8')).cases).toEqual({ default: { description: `${login ? '演示客户' : '访客'}打开新页面`, login } });
  });

  it('writes a list that loads its rows page by page', () => {
    const result = createPage({ path: '/scaffold-notices', kind: 'list' }, context, pagesRoot);
    const page = JSON.parse(readFileSync(join(pagesRoot, result.file), 'utf8'));
    expect(page.data.notices).toEqual({ service: 'face.newsList', params: { category: 'notice' }, paging: { size: 20 } });
  });

  it('writes an information page whose own text is all marked blanks, the app\'s contact facts read from app.json, and its snapshot cases', () => {
    const guide = createPage({ path: '/claim-guide', kind: 'info', title: '理赔指南' }, context, pagesRoot);
    expect(guide.problems).toEqual([]);
    expect(guide.blanks.map((blank) => blank.pointer)).toEqual(['/share/desc', '/body/1/props/subtitle', '/body/2/props/title', '/body/2/children/0/children/0/props/text', '/body/3/props/title', '/body/3/children/0/children/0/props/text']);
    // Nothing that reads as real text but is another page's: what is not a blank is a label, or the app's own facts.
    const page = JSON.parse(readFileSync(join(pagesRoot, guide.file), 'utf8'));
    const own = page.body.filter((node: { locked?: boolean }) => !node.locked);
    const texts = JSON.stringify(own).match(/"[^"]*[\u4e00-\u9fa5][^"]*"/g)!.filter((text) => !text.includes('【待填写'));
    expect(texts).toEqual(['"理赔指南"', '"联系我们"', '"客服热线"', '"服务时间"']);
    expect(page.share.title).toBe('鸿泰人寿 · 理赔指南');
    expect(page.body[4].children[0].props.items[1].value).toBe('{{ app.serviceHours }}');
    expect(JSON.parse(readFileSync(join(pagesRoot, guide.casesFile!), 'utf8'))).toEqual({
      $schema: '../../../schemas/snapshot-cases.schema.json',
      cases: { default: { description: '访客打开理赔指南', login: false } },
    });
  });

  it('writes a campaign of its own: its page code, its title in the share card, blanks to fill, its snapshot cases', () => {
    const winter = createPage({ path: '/act-winter', kind: 'campaign', title: '冬季关爱季' }, context, pagesRoot);
    const page = JSON.parse(readFileSync(join(pagesRoot, winter.file), 'utf8'));
    expect(page.route.pageCode).toBe('ACT_WINTER');
    expect(JSON.stringify(page)).not.toMatch(/ACT_SPRING_HEALTH|春季/);
    expect(page.share.title).toBe('鸿泰人寿冬季关爱季 · 预约专属顾问');

    // The spring campaign's dates and benefits are blanks: listed for the author, and refused until written.
    expect(winter.problems).toEqual([]);
    expect(winter.blanks.map((blank) => blank.pointer)).toEqual(['/share/desc', '/data/rules/static/0/text', '/body/1/props/subtitle', '/body/2/with/items/0/text', '/body/2/with/items/1/text', '/body/2/with/items/2/text', '/body/3/with/activityCode']);
    const refused = validatePages(readPageFiles(pagesRoot), context).filter((p) => p.file === winter.file);
    expect(refused.map((p) => p.message)).toContain('"【待填写：权益一】" is a blank left by the scaffold: write this page\'s own text');
    const filled = readFileSync(join(pagesRoot, winter.file), 'utf8').replace(/【待填写[：:][^】]*】/g, '冬季关爱');
    writeFileSync(join(pagesRoot, winter.file), filled);
    // Its activity is its own: a code the lead form names must be declared in pages-config/activities.json.
    expect(validatePages(readPageFiles(pagesRoot), context).filter((p) => p.file === winter.file).map((p) => p.message)).toEqual([
      'activity "冬季关爱" is not declared in pages-config/activities.json',
    ]);

    expect(JSON.parse(readFileSync(join(pagesRoot, winter.casesFile!), 'utf8'))).toEqual({
      $schema: '../../../schemas/snapshot-cases.schema.json',
      cases: {
        default: { description: '访客打开冬季关爱季活动页', login: false },
        cps: { description: '通过渠道链接（cpsCode=CPS2026）进入', login: false, query: { cpsCode: 'CPS2026' } },
      },
    });
    // A second scaffolded campaign gets a code of its own.
    const spring = createPage({ path: '/act/spring-care', kind: 'campaign' }, context, pagesRoot);
    expect(JSON.parse(readFileSync(join(pagesRoot, spring.file), 'utf8')).route.pageCode).toBe('ACT_SPRING_CARE');
  });

  it.each(['campaign', 'info'] as const)('ends a %s page with the portal\'s own risk notice, locked against edits', (kind) => {
    const result = createPage({ path: `/scaffold-${kind}-notice`, kind }, context, pagesRoot);
    const page = JSON.parse(readFileSync(join(pagesRoot, result.file), 'utf8'));
    const notice = page.body.at(-1);
    expect(page.body.filter((node: { locked?: boolean }) => node.locked)).toEqual([notice]);
    expect(notice).toMatchObject({ type: 'section', locked: true, props: { title: '风险提示' } });
    // Its words are those the consumer-protection page already says (its links aside), not new regulatory text.
    const consumerProtection = readFileSync(join(projectRoot, 'pages-config/pages/info/consumer-prote.json'), 'utf8').replace(/<[^>]+>/g, '');
    const [bar, note, links] = notice.children;
    for (const text of [bar.props.text, note.props.text, links.children[0].props.label]) expect(consumerProtection).toContain(text);
    expect(links.children[0].onClick).toEqual({ action: 'navigate', to: '/consumer-prote' });
  });

  it('refuses a route or a file that is taken', () => {
    expect(() => createPage({ path: '/News-Center/', kind: 'list' }, context, pagesRoot)).toThrow(/news-center\.json/);
    mkdirSync(join(pagesRoot, 'pages-config/pages/act'), { recursive: true });
    writeFileSync(join(pagesRoot, 'pages-config/pages/act/spring.json'), '{}');
    expect(() => createPage({ path: '/act/spring', kind: 'campaign' }, context, pagesRoot)).toThrow(/已存在/);
  });
});

describe('widget scaffold', () => {
  it('accepts kebab-case names only', () => {
    expect(widgetNames('benefit-card')).toEqual({ type: 'benefit-card', camel: 'benefitCard', pascal: 'BenefitCard' });
    for (const name of ['BenefitCard', 'benefit_card', '-card', 'card-', '2card']) expect(() => widgetNames(name)).toThrow(ScaffoldError);
  });

  it('adds one registration line after the others and refuses a registered name', () => {
    const index = "// widgets\nexport { default as text } from './text';\n";
    expect(registerWidget(index, widgetNames('benefit-card'))).toBe(`${index}export { default as benefitCard } from './benefit-card';\n`);
    expect(() => registerWidget(index, widgetNames('text'))).toThrow(ScaffoldError);
  });

  it('writes a folder whose props schema the validator accepts pages against', () => {
    const root = tempProject('widgets/index.ts', 'widgets/shared/icons/labels.json', 'pages-config/fragments');
    const written = createWidget('benefit-card', root);
    expect(written).toEqual(['widgets/benefit-card/props.schema.json', 'widgets/benefit-card/palette.json', 'widgets/benefit-card/BenefitCard.tsx', 'widgets/benefit-card/index.ts', 'widgets/benefit-card/benefit-card.css', 'widgets/index.ts']);
    expect(readFileSync(join(root, 'widgets/index.ts'), 'utf8').trimEnd().split('\n').at(-1)).toBe("export { default as benefitCard } from './benefit-card';");
    expect(readFileSync(join(root, 'widgets/benefit-card/index.ts'), 'utf8')).toContain("type: 'benefit-card'");
    // Its title takes the heading level of where it is (docs/widgets.md), not a fixed h3.
    const component = readFileSync(join(root, 'widgets/benefit-card/BenefitCard.tsx'), 'utf8');
    expect(component).toContain('const Heading = useHeading();');
    expect(component).not.toMatch(/<h\d/);
    const schema = JSON.parse(readFileSync(join(root, 'widgets/benefit-card/props.schema.json'), 'utf8'));
    expect(schema).toMatchObject({ title: 'BenefitCardProps' });
    // Its description and its palette's name and purpose are the developer's to write: validate refuses the blanks until then.
    expect(widgetSchemaBlanks(root).map(formatProblem)).toEqual([
      `widgets/benefit-card/palette.json:3:12  /name  "${WIDGET_PALETTE_BLANKS.name}" is a blank left by the scaffold: write what the widget shows and when a page uses it`,
      `widgets/benefit-card/palette.json:4:15  /purpose  "${WIDGET_PALETTE_BLANKS.purpose}" is a blank left by the scaffold: write what the widget shows and when a page uses it`,
      `widgets/benefit-card/props.schema.json:3:19  /description  "${WIDGET_DESCRIPTION_BLANK}" is a blank left by the scaffold: write what the widget shows and when a page uses it`,
    ]);
    expect(widgetSchemaBlanks()).toEqual([]);
    // The blanks are reported once, as blanks: not again as a name too long for the palette.
    expect(paletteProblems(root).filter((problem) => problem.file.startsWith('widgets/benefit-card/'))).toEqual([]);
    const withWidget = { ...context, widgets: [...context.widgets, { type: 'benefit-card', schema }] };
    const page = (props: unknown) => ({ file: 'p.json', text: JSON.stringify({ route: { path: '/p' }, body: [{ type: 'benefit-card', props, children: [{ type: 'text', props: { text: '权益' } }] }] }) });
    expect(validatePages([page({ title: '活动权益' })], withWidget)).toEqual([]);
    expect(validatePages([page({ titel: '活动权益' })], withWidget)).not.toEqual([]);
    expect(() => createWidget('benefit-card', root)).toThrow(/已存在/);
  });
});
