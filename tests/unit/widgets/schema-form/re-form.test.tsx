import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SchemaForm from '../../../../widgets/schema-form/SchemaForm';
import { loadForm } from '../../../../widgets/schema-form/load';
import { renderBound } from '../render-bound';

await loadForm('re');

const renderForm = (initial: unknown = {}) => act(async () => renderBound(SchemaForm, { form: 're', submitText: '提交健康告知' }, initial));
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: '提交健康告知' })));
const errors = () => screen.queryAllByRole('alert').map((node) => node.textContent);
const answer = (question: string, choice: '是' | '否') => fireEvent.click(within(screen.getByRole('radiogroup', { name: question })).getByRole('radio', { name: choice }));
const allNo = { hospitalized: false, chronic: false, surgery: false, abnormalCheck: false };

describe('the reinstatement health notice', () => {
  it('asks every question as 是 / 否 and wants each answered', async () => {
    const { emit } = await renderForm();
    expect(screen.getAllByRole('radiogroup').map((group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      '近两年内是否曾住院或被建议住院',
      '是否患有高血压、糖尿病、心脏病、肿瘤等疾病',
      '近一年内是否接受过手术或被建议手术',
      '近一年内体检结果是否有异常',
    ]);
    await submit();
    expect(emit).not.toHaveBeenCalled();
    expect(errors()).toEqual(['请选择近两年内是否曾住院或被建议住院', '请选择是否患有高血压、糖尿病、心脏病、肿瘤等疾病', '请选择近一年内是否接受过手术或被建议手术', '请选择近一年内体检结果是否有异常']);
  });

  it('asks for the details of a 是, of 5 to 200 characters, and only then', async () => {
    const { emit } = await renderForm(allNo);
    expect(screen.queryByLabelText('手术情况说明')).toBeNull();
    answer('近一年内是否接受过手术或被建议手术', '是');
    const detail = await screen.findByLabelText('手术情况说明');
    await submit();
    expect(errors()).toEqual(['请填写手术情况说明']);
    fireEvent.change(detail, { target: { value: '阑尾炎' } });
    await waitFor(() => expect(errors()).toEqual(['手术情况说明不能少于5个字']));
    fireEvent.change(detail, { target: { value: '2025年3月于市第一医院行阑尾切除术，已痊愈' } });
    await waitFor(() => expect(errors()).toEqual([]));
    await submit();
    expect(emit).toHaveBeenLastCalledWith('submit', { formData: { ...allNo, surgery: true, surgeryDetail: '2025年3月于市第一医院行阑尾切除术，已痊愈' } }, expect.any(Function));
  });

  it('drops the details of an answer changed back to 否 from what it sends', async () => {
    const { emit } = await renderForm({ ...allNo, hospitalized: true, hospitalizedDetail: '2024年因肺炎住院一周' });
    expect((screen.getByLabelText('住院情况说明') as HTMLTextAreaElement).value).toBe('2024年因肺炎住院一周');
    answer('近两年内是否曾住院或被建议住院', '否');
    await waitFor(() => expect(screen.queryByLabelText('住院情况说明')).toBeNull());
    await submit();
    expect(emit).toHaveBeenCalledWith('submit', { formData: allNo }, expect.any(Function));
  });
});
