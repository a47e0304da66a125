import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import validator from '@rjsf/validator-ajv8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArcoForm } from '../../../../widgets/schema-form/theme';
import { structureSamples, type Sample } from './samples/structures';
import { fieldSamples } from './samples/fields';

afterEach(cleanup);

// The controls the theme draws itself (list buttons, choices, files, named properties) do what their names say.
function renderSample({ schema, uiSchema, formData }: Sample) {
  const onChange = vi.fn();
  render(<ArcoForm schema={schema} uiSchema={uiSchema} formData={formData} validator={validator} idPrefix="form" noHtml5Validate onChange={onChange} />);
  return () => onChange.mock.lastCall?.[0].formData;
}
const named = (expected: string) => (name: string) => name.replace(/\s+/g, '') === expected;
const tap = (role: string, name: string) => fireEvent.click(screen.getByRole(role, { name: named(name) }));

describe('theme controls', () => {
  it('list items move, copy, go and come', async () => {
    const data = renderSample({
      schema: { type: 'object', properties: { phones: { type: 'array', title: '常用电话', items: { type: 'string', default: '138' } } } },
      uiSchema: { phones: { 'ui:options': { copyable: true } } },
      formData: { phones: ['13800138000', '02150505050'] },
    });
    tap('button', '上移常用电话第2项');
    await waitFor(() => expect(data().phones).toEqual(['02150505050', '13800138000']));
    tap('button', '复制常用电话第1项');
    await waitFor(() => expect(data().phones).toEqual(['02150505050', '02150505050', '13800138000']));
    tap('button', '删除常用电话第1项');
    await waitFor(() => expect(data().phones).toEqual(['02150505050', '13800138000']));
    tap('button', '添加一项常用电话');
    await waitFor(() => expect(data().phones).toEqual(['02150505050', '13800138000', '138']));
  });

  it('radios and checkboxes choose enum objects', async () => {
    const data = renderSample(structureSamples.enumObjects);
    tap('radio', '中山医院');
    await waitFor(() => expect(data().hospitalRadio).toEqual({ name: '中山医院', district: '徐汇区', level: 3 }));
    const [listed] = screen.getAllByRole('checkbox', { name: '华山医院' });
    fireEvent.click(listed);
    await waitFor(() => expect(data().hospitalList).toEqual([{ name: '华山医院', district: '静安区', level: 3 }]));
    expect(screen.getByRole('button', { name: named('就诊医院华山医院') })).toBeDefined();
  });

  it('properties the customer names are added, renamed and removed', async () => {
    const data = renderSample(fieldSamples.additionalProperties);
    const key = screen.getByRole('textbox', { name: 'wechat的名称' });
    fireEvent.blur(key, { target: { value: '微信' } });
    await waitFor(() => expect(data()).toEqual({ firstName: '明轩', lastName: '李', 微信: 'liming2026', 备用邮箱: 'li@example.com' }));
    tap('button', '删除备用邮箱');
    await waitFor(() => expect(Object.keys(data())).toEqual(['firstName', 'lastName', '微信']));
    tap('button', '添加一项客户资料');
    await waitFor(() => expect(Object.keys(data())).toEqual(['firstName', 'lastName', '微信', 'newKey']));
  });

  it('a file chosen is read into a data URL and listed with its remove button', async () => {
    const data = renderSample(fieldSamples.files);
    const file = new File(['%PDF'], '发票.pdf', { type: 'application/pdf' });
    await act(async () => fireEvent.change(screen.getByLabelText(/发票（PDF）/), { target: { files: [file] } }));
    await waitFor(() => expect(data().filesAccept).toMatch(/^data:application\/pdf;name=.*;base64,/));
    tap('button', '删除发票.pdf');
    await waitFor(() => expect(data().filesAccept).toBeUndefined());
  });
});
