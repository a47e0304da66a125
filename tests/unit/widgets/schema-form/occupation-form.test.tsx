import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SchemaForm from '../../../../widgets/schema-form/SchemaForm';
import { loadForm } from '../../../../widgets/schema-form/load';
import { builtinFilters } from '../../../../runtime/core/expression';
import { commonOccupationCodes, occupations, occupationTree } from '../../../../sandbox/seed/occupations';
import type { FormOption } from '../../../../schemas/generated/widgets';
import { renderBound } from '../render-bound';

await loadForm('occupation');

// The options as the page builds them from basicData.occupationTree and basicData.occupationCommon.
const tree = builtinFilters.find((filter) => filter.name === 'tree')!.run as (input: unknown, ...specs: string[]) => FormOption[];
const common = commonOccupationCodes.map((code) => occupations.find((occupation) => occupation.smallCode === code));
const options = {
  occupationCode: {
    items: tree(occupationTree, 'bigCode bigName list', 'middleCode middleName list', 'smallCode smallName'),
    featured: tree(common, 'smallCode smallName'),
  },
};

const renderForm = (initial: unknown = {}) => act(async () => renderBound(SchemaForm, { form: 'occupation', submitText: '下一步', options }, initial));
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: '下一步' })));
const errors = () => screen.queryAllByRole('alert').map((node) => node.textContent);
const openSheet = async () => {
  fireEvent.click(screen.getByRole('button', { name: /^新职业/ }));
  return screen.findByRole('dialog', { name: '新职业' });
};
// Names as a browser reads them: a search's match is marked inside the text, which jsdom-like DOMs space.
const named = (expected: string) => (name: string) => name.replace(/\s+/g, '') === expected;
const texts = (listbox: HTMLElement) => within(listbox).getAllByRole('option').map((option) => option.querySelector('.option-list__text')?.textContent);

describe('the occupation form', () => {
  it('asks in Chinese for the occupation and the work unit, and checks the unit length', async () => {
    const { emit } = await renderForm({ workUnit: '鸿' });
    await submit();
    expect(emit).not.toHaveBeenCalled();
    expect(errors()).toEqual(['请选择新职业', '工作单位不能少于2个字']);
    expect(screen.getByText(/职业风险等级为5–6类的/)).toBeDefined();
  });

  it('finds an occupation by searching its name anywhere in the tree, each hit with its path', async () => {
    const { set, emit } = await renderForm({ workUnit: '鸿泰出租汽车公司' });
    const sheet = await openSheet();
    fireEvent.change(within(sheet).getByRole('searchbox', { name: '搜索职业名称' }), { target: { value: '司机' } });
    const hits = within(sheet).getByRole('listbox', { name: '搜索结果' });
    expect(texts(hits)).toEqual(['公务车司机', '救护车司机', '出租车司机', '公交车司机', '货车司机', '校车司机']);
    expect(within(hits).getByRole('option', { name: named('出租车司机'), description: '交通运输业 / 道路运输' })).toBeDefined();
    expect(within(sheet).getByRole('status').textContent).toBe('找到6项');
    fireEvent.click(within(hits).getByRole('option', { name: named('出租车司机') }));
    await waitFor(() => expect(set).toHaveBeenLastCalledWith({ workUnit: '鸿泰出租汽车公司', occupationCode: '0401001' }));
    // The row shows the occupation and where it sits, and is named with it as a select is.
    expect(screen.getByRole('button', { name: '新职业 出租车司机', description: /交通运输业 \/ 道路运输/ })).toBeDefined();
    await submit();
    // The submit waits until the form has caught up with the choice (after a paint), which a loaded machine delays.
    await waitFor(() => expect(emit).toHaveBeenCalledWith('submit', { formData: { workUnit: '鸿泰出租汽车公司', occupationCode: '0401001' } }, expect.any(Function)));
  });

  it('says when a search finds nothing', async () => {
    await renderForm();
    const sheet = await openSheet();
    fireEvent.change(within(sheet).getByRole('searchbox'), { target: { value: '宇航员' } });
    expect(within(sheet).getByText('没有找到“宇航员”，换个词试试')).toBeDefined();
    expect(within(sheet).queryByRole('listbox')).toBeNull();
  });

  it('offers the common occupations first, under 常用', async () => {
    const { set } = await renderForm();
    const sheet = await openSheet();
    const featured = within(sheet).getByRole('listbox', { name: '常用' });
    expect(texts(featured)).toEqual(['内勤人员', '外勤人员', '软件工程师', '教师', '护士', '客户经理', '快递员', '家庭主妇（主夫）', '大学生', '离退休人员']);
    fireEvent.click(within(featured).getByRole('option', { name: '软件工程师' }));
    await waitFor(() => expect(set).toHaveBeenLastCalledWith({ occupationCode: '0801001' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('信息技术业 / 软件与互联网')).toBeDefined();
  });

  it('drills down the classes with a breadcrumb that goes back up; a class is opened, never chosen', async () => {
    const { set } = await renderForm();
    const sheet = await openSheet();
    const level = () => within(sheet).getAllByRole('listbox').at(-1)!;
    expect(texts(level()).slice(0, 3)).toEqual(['一般职业', '农牧业', '渔业']);
    expect(within(level()).getByRole('option', { name: '渔业', description: '进入下一级' })).toBeDefined();
    fireEvent.click(within(level()).getByRole('option', { name: '渔业' }));
    expect(texts(level())).toEqual(['内陆渔业', '海洋渔业']);
    // The next level takes the focus, and the common occupations give way to it.
    expect(document.activeElement?.textContent).toBe('内陆渔业');
    expect(within(sheet).queryByRole('listbox', { name: '常用' })).toBeNull();
    fireEvent.click(within(level()).getByRole('option', { name: '海洋渔业' }));
    const crumbs = within(sheet).getByRole('navigation', { name: '当前层级' });
    expect(within(crumbs).getAllByRole('listitem').map((crumb) => crumb.textContent)).toEqual(['全部', '渔业', '海洋渔业']);
    expect(within(crumbs).getByText('海洋渔业').getAttribute('aria-current')).toBe('location');
    fireEvent.click(within(crumbs).getByRole('button', { name: '全部' }));
    expect(texts(level()).slice(0, 3)).toEqual(['一般职业', '农牧业', '渔业']);
    expect(set).not.toHaveBeenCalled();
    fireEvent.click(within(level()).getByRole('option', { name: '渔业' }));
    fireEvent.click(within(level()).getByRole('option', { name: '海洋渔业' }));
    fireEvent.click(within(level()).getByRole('option', { name: '远洋渔船船员' }));
    await waitFor(() => expect(set).toHaveBeenLastCalledWith({ occupationCode: '0302001' }));
  });

  it('is worked with the keyboard: arrows move between options, Enter opens a class or chooses', async () => {
    const { set } = await renderForm({ occupationCode: '0102002' });
    const sheet = await openSheet();
    const featured = within(sheet).getByRole('listbox', { name: '常用' });
    // The chosen occupation is the one the list is tabbed into, and says it is chosen.
    const chosen = within(featured).getByRole('option', { name: '护士', selected: true });
    expect(chosen.tabIndex).toBe(0);
    fireEvent.keyDown(chosen, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('客户经理');
    const level = within(sheet).getAllByRole('listbox').at(-1)!;
    fireEvent.keyDown(within(level).getByRole('option', { name: '一般职业' }), { key: 'Enter' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    fireEvent.keyDown(document.activeElement!, { key: ' ' });
    await waitFor(() => expect(set).toHaveBeenLastCalledWith({ occupationCode: '0102004' }));
  });

  it('refuses a code that is not an occupation of the tree (a class, or one no longer offered)', async () => {
    const { emit } = await renderForm({ occupationCode: '0401', workUnit: '鸿泰出租汽车公司' });
    await submit();
    expect(emit).not.toHaveBeenCalled();
    expect(errors()).toEqual(['请选择有效的新职业']);
  });
});
