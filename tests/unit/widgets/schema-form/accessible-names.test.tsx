import { cleanup, isInaccessible, render, screen } from '@testing-library/react';
import { computeAccessibleName } from 'dom-accessibility-api';
import validator from '@rjsf/validator-ajv8';
import { afterEach, describe, expect, it } from 'vitest';
import { ArcoForm } from '../../../../widgets/schema-form/theme';
import { structureSamples, type Sample } from './samples/structures';
import { fieldSamples } from './samples/fields';

afterEach(cleanup);

const CONTROLS = 'input:not([type=hidden]), select, textarea, button, [role=button], [role=checkbox], [role=radio], [role=combobox], [role=slider], [role=spinbutton], [role=switch], [role=textbox]';
const GROUPS = 'fieldset, [role=group], [role=radiogroup]';
// rjsf's English defaults, which the theme must translate wherever a control shows or announces them.
const ENGLISH = /\b(Option \d|Submit|Add Item|Remove|Move (up|down)|Copy|Key|Yes|No)\b/;

const renderSample = ({ schema, uiSchema, formData }: Sample) =>
  render(<ArcoForm schema={schema} uiSchema={uiSchema} formData={formData} validator={validator} idPrefix="form" noHtml5Validate />).container;

const nameOf = (element: Element) => computeAccessibleName(element).replace(/\s+/g, ' ').trim();
const describeControl = (control: Element) => `<${control.tagName.toLowerCase()}${control.id ? ` id="${control.id}"` : ''}${control.getAttribute('type') ? ` type="${control.getAttribute('type')}"` : ''}>`;

/** Every control a screen reader reaches, with its name and the names of the groups around it. */
function controlsOf(container: HTMLElement) {
  return [...container.querySelectorAll<HTMLElement>(CONTROLS)].filter((control) => !isInaccessible(control)).map((control) => {
    const groups: string[] = [];
    for (let group = control.parentElement?.closest(GROUPS); group && container.contains(group); group = group.parentElement?.closest(GROUPS)) groups.unshift(nameOf(group));
    return { control, name: nameOf(control), path: [...groups, nameOf(control)].join(' › ') };
  });
}

describe.each(Object.entries({ ...structureSamples, ...fieldSamples }))('rjsf playground sample %s', (_name, sample) => {
  it('names every control, in Chinese where the theme supplies the words', () => {
    const controls = controlsOf(renderSample(sample));
    expect(controls.length).toBeGreaterThan(0);
    expect(controls.filter(({ name }) => !name).map(({ control }) => describeControl(control))).toEqual([]);
    expect(controls.filter(({ name }) => ENGLISH.test(name)).map(({ control, name }) => `${describeControl(control)} ${name}`)).toEqual([]);
  });

  it('tells every control apart by its name and the groups around it', () => {
    const seen = new Map<string, string>();
    const repeated = controlsOf(renderSample(sample)).flatMap(({ control, path }) => {
      const first = seen.get(path);
      seen.set(path, describeControl(control));
      return first ? [`${path}: ${first} and ${describeControl(control)}`] : [];
    });
    expect(repeated).toEqual([]);
  });
});

// testing-library's own name matching, spaces aside (whether a hidden word is read with a space between).
const named = (expected: string) => (name: string) => name.replace(/\s+/g, '') === expected;

describe('names of the constructs the samples exercise', () => {
  it('array items: fields by array and position, their buttons by the item they act on', () => {
    renderSample(structureSamples.arrays);
    expect(screen.getByRole('textbox', { name: named('常用电话第2项') })).toHaveProperty('value', '02150505050');
    for (const name of ['上移常用电话第2项', '下移常用电话第1项', '删除常用电话第1项', '添加一项常用电话', '复制可复制第1项']) screen.getByRole('button', { name: named(name) });
    expect(screen.getByRole('group', { name: named('受益人第2项') }).querySelector('input')).toHaveProperty('id', 'form_beneficiaries_1_name');
    screen.getByRole('textbox', { name: named('家庭成员证件第1项证件号码第2项') });
    screen.getByRole('checkbox', { name: named('固定项无按钮第2项自动续保') });
    expect(screen.getByRole('group', { name: '关注的险种' }).querySelectorAll('input:checked')).toHaveLength(2);
  });

  it('selects and radio groups of enum objects, by their label and their choice', () => {
    renderSample(structureSamples.enumObjects);
    screen.getByRole('button', { name: named('就诊医院华山医院') });
    expect(screen.getByRole('radiogroup', { name: '首选医院' }).querySelectorAll('input[type=radio]')).toHaveLength(3);
    screen.getByRole('group', { name: '常去医院' });
    screen.getByRole('button', { name: '紧急程度', description: /请选择/ });
  });

  it('oneOf and anyOf: the choice of alternative is a 类型 row inside the field\'s group, read with the field\'s name', () => {
    renderSample(structureSamples.references);
    const contact = screen.getByRole('group', { name: '投保人' });
    expect(contact.querySelector('button')?.getAttribute('aria-haspopup')).toBe('dialog');
    screen.getByRole('button', { name: named('投保人类型个人') });
    renderSample(structureSamples.anyOf);
    screen.getByRole('button', { name: named('类型按姓名查询') });
    screen.getByRole('button', { name: named('items第1项类型选项1') });
  });

  it('additional properties: the name field, the value field and the remove button say which property', () => {
    renderSample(fieldSamples.additionalProperties);
    expect(screen.getByRole('textbox', { name: 'wechat的名称' })).toHaveProperty('value', 'wechat');
    expect(screen.getByRole('textbox', { name: 'wechat' })).toHaveProperty('value', 'liming2026');
    screen.getByRole('button', { name: named('删除备用邮箱') });
    screen.getByRole('button', { name: named('添加一项客户资料') });
  });

  it('files, numbers and a field whose label is hidden', () => {
    renderSample(fieldSamples.files);
    expect(screen.getByLabelText(/病历资料/)).toHaveProperty('multiple', true);
    renderSample(fieldSamples.numbers);
    expect(screen.getByRole('textbox', { name: '保额' })).toHaveProperty('inputMode', 'decimal');
    screen.getByRole('radiogroup', { name: '等待期（天）' });
    screen.getByRole('slider', { name: '给付比例' });
    renderSample(fieldSamples.widgets);
    screen.getByRole('textbox', { name: '备注' });
  });
});
