// @vitest-environment node
// The schemas editors check config files with: each file's `$schema` names one, the generated page
// schema is current, and each accepts the project's files and underlines what an author would mistype.
import Ajv from 'ajv';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { portalExtensions } from '../../../runtime/app/extensions';
import { EDITOR_PAGE_SCHEMA, generateSchemas } from '../../../scripts/lib/editor-schema';
import { describeExtensions } from '../../../runtime/config/extension-descriptions';
import { projectRoot, readPageFiles } from '../../../scripts/lib/page-files';
import { fillPage, PAGE_KINDS, pageSchemaRef } from '../../../scripts/lib/scaffold';

const read = (file: string) => readFileSync(join(projectRoot, file), 'utf8');
const readJson = (file: string) => JSON.parse(read(file));
const jsonFiles = (dir: string) => readdirSync(join(projectRoot, dir)).filter((name) => name.endsWith('.json')).map((name) => `${dir}/${name}`);
/** The file a config file's `$schema` names, relative to the project root. */
const schemaOf = (file: string) => join(dirname(file), readJson(file).$schema);
/** A validator for a schema file, as an editor would apply it (unknown editor keywords ignored). */
const validator = (file: string) => new Ajv({ allErrors: true, strict: false }).compile(readJson(file));

describe('the generated page schema', () => {
  const validate = validator(EDITOR_PAGE_SCHEMA);
  const accepts = (page: unknown) => validate(page);
  const page = (body: unknown[], data?: unknown) => ({ route: { path: '/p' }, ...(data ? { data } : {}), body });

  it('is what `npm run gen:schemas` writes from the schemas, the extension catalogue and the service catalogue', async () => {
    for (const { file, content } of generateSchemas(await describeExtensions(portalExtensions()))) {
      expect(read(file), `${file} is stale: run npm run gen:schemas`).toBe(content);
      expect(content.length, `${file} should stay small enough for editors`).toBeLessThan(400_000);
    }
  }, 30_000);

  it('accepts every page definition', () => {
    for (const { file, text } of readPageFiles()) expect(accepts(JSON.parse(text)), `${file}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
  });

  it('underlines an unknown widget type, an unknown service id, a misspelt prop and a misspelt action argument', () => {
    expect(accepts(page([{ type: 'button', props: { text: '提交' }, onClick: { action: 'callService', service: 'face.userInfo' } }], { user: { service: 'face.userInfo' } }))).toBe(true);
    expect(accepts(page([{ type: 'buton', props: { text: '提交' } }]))).toBe(false);
    expect(accepts(page([], { user: { service: 'face.userInf' } }))).toBe(false);
    expect(accepts(page([{ type: 'button', props: { text: '提交' }, onClick: { action: 'callService', service: 'face.userInf' } }]))).toBe(false);
    expect(accepts(page([{ type: 'button', props: { txt: '提交' } }]))).toBe(false);
    expect(accepts(page([{ type: 'button', props: { text: '提交' }, onClick: { action: 'navigate', too: '/p' } }]))).toBe(false);
  });

  it('accepts a fragment use as a node or beside route, and underlines an unknown fragment or param', () => {
    expect(accepts(page([{ use: 'fragments/tab-bar', with: { active: 'me' }, visibleWhen: '{{ session.loggedIn }}' }]))).toBe(true);
    expect(accepts({ route: { path: '/p' }, use: 'fragments/article-page', with: readJson('pages-config/pages/news/news-center-details.json').with })).toBe(true);
    expect(accepts(page([{ use: 'fragments/tab-barr', with: { active: 'me' } }]))).toBe(false);
    expect(accepts(page([{ use: 'fragments/tab-bar', with: { activ: 'me' } }]))).toBe(false);
    expect(accepts(page([{ use: 'fragments/tab-bar', with: { active: 'mee' } }]))).toBe(false);
  });

  it('describes each widget type and service id, and offers a snippet per widget and fragment', () => {
    const schema = readJson(EDITOR_PAGE_SCHEMA);
    const type = schema.definitions.widgetNode.properties.type;
    expect(type.markdownEnumDescriptions).toHaveLength(type.enum.length);
    expect(type.markdownEnumDescriptions[type.enum.indexOf('button')]).toMatch(/^A button\./);
    const service = schema.definitions.serviceId;
    expect(service.enumDescriptions[service.enum.indexOf('face.userInfo')]).toContain('个人信息');
    const snippet = (label: string) => schema.definitions.node.defaultSnippets.find((s: { label: string }) => s.label === label).body;
    expect(snippet('button')).toEqual({ type: 'button', props: { text: '$1' } });
    expect(snippet('fragments/tab-bar')).toEqual({ use: 'fragments/tab-bar', with: { active: '$1' } });
  });
});

describe('$schema of config files', () => {
  it('every page template points at the generated page schema, and a scaffolded page does from where it is written', () => {
    for (const kind of PAGE_KINDS) expect(schemaOf(`scripts/templates/pages/${kind}.json`)).toBe(EDITOR_PAGE_SCHEMA);
    const template = readJson('scripts/templates/pages/info.json');
    const page = fillPage(template, { path: '/act/spring', module: 'act', file: 'pages-config/pages/act/spring.json' });
    expect(Object.keys(page)[0]).toBe('$schema');
    expect(join('pages-config/pages/act', page.$schema)).toBe(EDITOR_PAGE_SCHEMA);
    expect(pageSchemaRef('pages-config/pages/a/b/c.json')).toBe('../../../../schemas/generated/page.schema.json');
  });

  it('service families, forms and app.json point at a schema that accepts them', () => {
    const files = [...jsonFiles('pages-config/services'), ...jsonFiles('schemas/forms'), 'pages-config/app.json'];
    for (const file of files) {
      const schema = schemaOf(file);
      expect(existsSync(join(projectRoot, schema)), `${file}: $schema names ${schema}`).toBe(true);
      const validate = validator(schema);
      expect(validate(readJson(file)), `${file}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
    }
  });

  it('the form-file schema underlines a misspelt uiSchema option or keyword', () => {
    const validate = validator('schemas/form-file.schema.json');
    const form = (extra: object) => ({ title: '表单', type: 'object', properties: { email: { type: 'string', title: '邮箱' } }, ...extra });
    expect(validate(form({ uiSchema: { email: { 'ui:placeholder': '邮箱', 'ui:widget': 'textarea' } } }))).toBe(true);
    expect(validate(form({ uiSchema: { email: { 'ui:placholder': '邮箱' } } }))).toBe(false);
    expect(validate(form({ requried: ['email'] }))).toBe(false);
  });
});
