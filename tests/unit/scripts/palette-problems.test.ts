// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FRAGMENT_GALLERY_CASES_FILE, GALLERY_CASES_FILE, paletteProblems } from '../../../scripts/lib/palette-problems';
import { projectRoot } from '../../../scripts/lib/page-files';
import { formatProblem } from '../../../runtime/config/problems';

const temps: string[] = [];
afterEach(() => { for (const root of temps.splice(0)) rmSync(root, { recursive: true, force: true }); });

/** A project holding the widgets, fragments, icon labels and both galleries' cases, edited by `change`. */
function project(change: (root: string) => void): string[] {
  const root = mkdtempSync(join(tmpdir(), 'palette-'));
  temps.push(root);
  for (const path of ['widgets', 'pages-config/fragments', GALLERY_CASES_FILE, FRAGMENT_GALLERY_CASES_FILE]) cpSync(join(projectRoot, path), join(root, path), { recursive: true });
  change(root);
  return paletteProblems(root).map(formatProblem);
}
const edit = (root: string, file: string, edit: (text: string) => string) => writeFileSync(join(root, file), edit(readFileSync(join(root, file), 'utf8')));

describe('the console palette\'s names, as npm run validate checks them', () => {
  it('are there for every widget, fragment and icon of the repository', () => {
    expect(paletteProblems()).toEqual([]);
  });

  it('refuse a widget without a palette.json, and a name or purpose missing or too long, at file:line:col', () => {
    expect(project((root) => rmSync(join(root, 'widgets/hero/palette.json')))).toEqual([
      'widgets/hero/palette.json:1:1  /  is missing: every widget has a palette.json with its Chinese name and purpose, which the console\'s visual editor shows (docs/widgets.md, Adding a widget)',
    ]);
    expect(project((root) => {
      edit(root, 'widgets/grid/palette.json', (text) => text.replace('"宫格入口"', '"服务入口图标宫格"'));
      writeFileSync(join(root, 'widgets/tag/palette.json'), '{\n  "name": "标签"\n}\n');
      edit(root, 'widgets/native/ocr-upload/palette.json', (text) => text.replace(/"purpose": "[^"]*"/, `"purpose": "${'拍照上传'.repeat(11)}"`));
    })).toEqual([
      'widgets/grid/palette.json:3:11  /name  must NOT have more than 6 characters',
      'widgets/native/ocr-upload/palette.json:4:14  /purpose  must NOT have more than 40 characters',
      'widgets/tag/palette.json:1:1  /  missing required key "purpose"',
      'widgets/tag/palette.json:1:1  /  missing required key "labels"',
    ]);
  });

  it('refuse a name that is not Chinese', () => {
    expect(project((root) => edit(root, 'widgets/hero/palette.json', (text) => text.replace('"头图"', '"Hero"')))).toEqual([
      'widgets/hero/palette.json:3:11  /name  must be text written like "头图" or "宫格入口"',
    ]);
  });

  it('refuse a fragment without its title or purpose', () => {
    expect(project((root) => edit(root, 'pages-config/fragments/tab-bar.json', (text) => text.replace(/ {2}"title": "[^"]*",\n/, '')))).toEqual([
      'pages-config/fragments/tab-bar.json:1:1  /  missing required key "title": the console lists a fragment by its Chinese title and one line of its purpose',
    ]);
  });

  it('refuse a prop of the widget\'s schema without a label, nested ones included, and a label of no prop', () => {
    expect(project((root) => edit(root, 'widgets/grid/palette.json', (text) => text.replace('"link": "链接地址"', '"href": "链接地址"')))).toEqual([
      'widgets/grid/palette.json:5:3  /labels  widgets/grid: the prop "link" has no label: give it its Chinese name in "labels", as the console\'s property panel shows it',
      'widgets/grid/palette.json:5:86  /labels/href  "href" is not a prop of widgets/grid/props.schema.json',
    ]);
    expect(project((root) => edit(root, 'widgets/card/palette.json', (text) => text.replace(/,\n {2}"labels": .*\n/, '\n')))).toEqual([
      'widgets/card/palette.json:1:1  /  missing required key "labels"',
    ]);
    expect(project((root) => edit(root, 'widgets/card/palette.json', (text) => text.replace('"标题"', '"Title"')))).toEqual([
      'widgets/card/palette.json:5:24  /labels/title  must be text written like "副标题" or "链接地址"',
    ]);
  });

  it('refuse a widget with no gallery state named after it, in the gallery\'s cases file', () => {
    expect(project((root) => edit(root, GALLERY_CASES_FILE, (text) => text.replace(/ {4}"divider": .*\n/, '')))).toEqual([
      'pages-config/pages/dev/widget-gallery.cases.json:3:3  /cases  the widget "divider" has no gallery state named after it: add the state "divider" showing its example (?example=divider), whose phone snapshot is its picture in the console\'s palette (docs/widgets.md, Adding a widget)',
    ]);
  });

  it('refuse a block fragment with no gallery state named after it, and ask none of an action', () => {
    expect(project((root) => edit(root, FRAGMENT_GALLERY_CASES_FILE, (text) => text.replace(/ {4}"tab-bar": .*\n/, '').replace(/ {4}"policy-card": .*\n/, '    "policy-card": false,\n')))).toEqual([
      'pages-config/pages/dev/fragment-gallery.cases.json:3:3  /cases  the block fragment "fragments/policy-card" has no gallery state named after it: add the state "policy-card" showing its example (?example=policy-card), whose phone snapshot is its picture in the console\'s palette (docs/authoring.md, Reuse blocks: fragments)',
      'pages-config/pages/dev/fragment-gallery.cases.json:3:3  /cases  the block fragment "fragments/tab-bar" has no gallery state named after it: add the state "tab-bar" showing its example (?example=tab-bar), whose phone snapshot is its picture in the console\'s palette (docs/authoring.md, Reuse blocks: fragments)',
    ]);
    expect(project((root) => writeFileSync(join(root, 'pages-config/fragments/remind-again.json'), JSON.stringify({ title: '再次提醒', purpose: '再次弹出提醒', body: { action: 'toast', message: '请先阅读提示' } })))).toEqual([]);
  });

  it('refuse a fragment param without its label', () => {
    expect(project((root) => edit(root, 'pages-config/fragments/tab-bar.json', (text) => text.replace('"label": "当前标签", ', '')))).toEqual([
      'pages-config/fragments/tab-bar.json:7:15  /params/active  missing required key "label": the console\'s property panel shows a param by its Chinese label',
    ]);
  });

  it('refuse an icon without a label, and a label of no icon', () => {
    expect(project((root) => edit(root, 'widgets/shared/icons/labels.json', (text) => text.replace('  "checkup": "体检",\n', '  "checkups": "体检",\n')))).toEqual([
      'widgets/shared/icons/labels.json:1:1  /  the icon "checkup" has no label: give it its Chinese name, as the console\'s icon picker shows it',
      'widgets/shared/icons/labels.json:16:3  /checkups  "checkups" is not an icon of widgets/shared/icons/icons.ts',
    ]);
  });
});
