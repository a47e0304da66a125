import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import SchemaForm from '../../../../widgets/schema-form/SchemaForm';
import { loadForm } from '../../../../widgets/schema-form/load';
import { renderBound } from '../render-bound';

// Every one-line text field of the theme draws LineInput: counting its renders by field id shows which
// fields a keystroke re-rendered.
const renders = new Map<string, number>();
vi.mock('../../../../widgets/schema-form/line-input', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../widgets/schema-form/line-input')>();
  const Counted = (props: ComponentProps<typeof actual.LineInput>) => {
    renders.set(String(props.id), (renders.get(String(props.id)) ?? 0) + 1);
    return <actual.LineInput {...props} />;
  };
  return { ...actual, LineInput: Counted };
});

await loadForm('am');

const policies = [{ value: 'P2023000123', text: '鸿泰安康终身寿险 P2023000123' }];
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const rendersOf = (label: string) => renders.get(field(label).id) ?? 0;

describe('typing into a schema-form', () => {
  it('draws no field on a key, then only the field typed into once the form has caught up (the SMS-code field follows its phone number all the same)', async () => {
    const { set } = await act(async () => renderBound(SchemaForm, { form: 'am', submitText: '下一步', options: { policyNos: policies } }, { policyNos: ['P2023000123'] }));
    const before = { phone: rendersOf('新手机号'), email: rendersOf('新电子邮箱'), postalCode: rendersOf('邮政编码') };

    for (const typed of ['l', 'li', 'li@']) fireEvent.change(field('新电子邮箱'), { target: { value: typed } });
    expect(field('新电子邮箱').value).toBe('li@');
    expect(set).toHaveBeenLastCalledWith(expect.objectContaining({ email: 'li@' }));
    expect(rendersOf('新电子邮箱')).toBe(before.email);
    await waitFor(() => expect(rendersOf('新电子邮箱')).toBeGreaterThan(before.email));
    expect(field('新电子邮箱').value).toBe('li@');
    expect(rendersOf('新手机号')).toBe(before.phone);
    expect(rendersOf('邮政编码')).toBe(before.postalCode);

    // The send button waits for a whole mobile number in the field the code goes to.
    const send = screen.getByRole('button', { name: '获取验证码' });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.change(field('新手机号'), { target: { value: '13800138000' } });
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    expect(rendersOf('邮政编码')).toBe(before.postalCode);
  });
});
