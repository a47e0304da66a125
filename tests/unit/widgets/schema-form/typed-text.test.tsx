import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import SchemaForm from '../../../../widgets/schema-form/SchemaForm';
import { loadForm } from '../../../../widgets/schema-form/load';
import { createHeldTexts, useTypedText, type HeldTexts } from '../../../../widgets/schema-form/typed-text';
import { renderBound } from '../render-bound';

await loadForm('contact');
const good = { email: 'li.ming@example.com', address: '上海市浦东新区张杨路 500 号' };
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const renderForm = (emit?: () => Promise<boolean>) => act(async () => renderBound(SchemaForm, { form: 'contact', submitText: '保存修改' }, good, emit));

describe('text typed into a schema-form', () => {
  it('shows each key at once, and reaches the page once that frame is drawn', async () => {
    const { set } = await renderForm();
    fireEvent.change(field('详细地址'), { target: { value: '上海市浦东新区张杨路 501 号' } });
    expect(field('详细地址').value).toBe('上海市浦东新区张杨路 501 号');
    expect(set).not.toHaveBeenCalled();
    await waitFor(() => expect(set).toHaveBeenLastCalledWith({ ...good, address: '上海市浦东新区张杨路 501 号' }));
    expect(field('详细地址').value).toBe('上海市浦东新区张杨路 501 号');
  });

  it('is in the page as soon as the field is left (a tap elsewhere), without waiting for the frame', async () => {
    const { set } = await renderForm();
    fireEvent.change(field('邮政编码'), { target: { value: '200120' } });
    act(() => fireEvent.blur(field('邮政编码')));
    expect(set).toHaveBeenLastCalledWith({ ...good, postalCode: '200120' });
  });

  it('is in the page (and so in its draft) when the page is left right after the last key, as a reload does', async () => {
    const { set } = await renderForm();
    fireEvent.change(field('邮政编码'), { target: { value: '200120' } });
    act(() => {
      dispatchEvent(new Event('pagehide'));
    });
    expect(set).toHaveBeenLastCalledWith({ ...good, postalCode: '200120' });
  });

  it('is all in what a tap on submit right after the last key sends', async () => {
    const { emit } = await renderForm();
    await act(async () => {
      fireEvent.change(field('电子邮箱'), { target: { value: 'wang.fang@example.com' } });
      fireEvent.click(screen.getByRole('button', { name: '保存修改' }));
    });
    expect(emit).toHaveBeenCalledWith('submit', { formData: { ...good, email: 'wang.fang@example.com' } }, expect.any(Function));
  });
});

function Field({ change, held }: { change: (text: string) => void; held?: HeldTexts }) {
  const [shown, type] = useTypedText('f', '', change, held);
  return <input aria-label="姓名" value={shown} onChange={(event) => type(event.target.value)} />;
}

function Toggle({ change, held }: { change: (text: string) => void; held: HeldTexts }) {
  const [shown, setShown] = useState(true);
  return <>{shown && <Field change={change} held={held} />}<button type="button" onClick={() => setShown(false)}>收起</button></>;
}

describe('a field holding typed text', () => {
  it('hands it over once for all the keys typed before the frame', async () => {
    const change = vi.fn();
    render(<Field change={change} />);
    for (const text of ['李', '李明', '李明华']) fireEvent.change(field('姓名'), { target: { value: text } });
    await waitFor(() => expect(change).toHaveBeenCalled());
    expect(change.mock.calls).toEqual([['李明华']]);
  });

  it('hands it over at once when asked (a submit), and not again after the frame', async () => {
    const change = vi.fn();
    const held = createHeldTexts();
    render(<Field change={change} held={held} />);
    fireEvent.change(field('姓名'), { target: { value: '王芳' } });
    act(() => held.handOverAll());
    expect(change.mock.calls).toEqual([['王芳']]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(change).toHaveBeenCalledTimes(1);
  });

  it('hands it over when the field goes away before the frame', () => {
    const change = vi.fn();
    render(<Toggle change={change} held={createHeldTexts()} />);
    fireEvent.change(field('姓名'), { target: { value: '赵磊' } });
    fireEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(change.mock.calls).toEqual([['赵磊']]);
  });
});
