import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LineInput } from '../../../../widgets/schema-form/line-input';
import { useHeldText } from '../../../../widgets/schema-form/typed-text';

function Field({ formText, change }: { formText: string; change: (text: string) => void }) {
  const field = useHeldText('name', change, undefined);
  return <LineInput id="name" aria-label="姓名" formText={formText} field={field} clearable onBlur={() => undefined} onFocus={() => undefined} />;
}

afterEach(cleanup);

const box = () => screen.getByRole('textbox', { name: '姓名' }) as HTMLInputElement;

describe('a one-line field', () => {
  it('shows a value the form is given from elsewhere (a draft restored, a reset)', () => {
    const view = render(<Field formText="李明" change={vi.fn()} />);
    expect(box().value).toBe('李明');
    view.rerender(<Field formText="王芳" change={vi.fn()} />);
    expect(box().value).toBe('王芳');
  });

  it('keeps what is being typed when the form, not yet handed it, draws the field with its older value', () => {
    const change = vi.fn();
    const view = render(<Field formText="" change={change} />);
    fireEvent.change(box(), { target: { value: '赵磊' } });
    view.rerender(<Field formText="" change={change} />);
    expect(box().value).toBe('赵磊');
  });

  it('offers 清除内容 while focused, which empties the field, hands that over at once and keeps the focus', () => {
    const change = vi.fn();
    render(<Field formText="李明" change={change} />);
    expect(screen.queryByRole('button', { name: '清除内容' })).toBeNull();
    act(() => box().focus());
    fireEvent.click(screen.getByRole('button', { name: '清除内容' }));
    expect(box().value).toBe('');
    expect(change.mock.calls).toEqual([['']]);
    expect(document.activeElement).toBe(box());
  });
});
