import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LineInput, type OwnedText } from '../../../../widgets/schema-form/line-input';

/** Where the form keeps the field's text, as its owner does: a value and its listeners. */
function heldText(initial: string) {
  let held = initial;
  const listeners = new Set<() => void>();
  const text: OwnedText = {
    read: () => held,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const write = (next: string) => {
    held = next;
    for (const listener of listeners) listener();
  };
  return { text, write };
}

function renderField(initial: string) {
  const held = heldText(initial);
  const written = vi.fn(held.write);
  let renders = 0;
  const Counted = () => {
    renders += 1;
    return <LineInput id="name" aria-label="姓名" text={held.text} onText={written} clearable onBlur={() => undefined} onFocus={() => undefined} />;
  };
  render(<Counted />);
  return { ...held, written, renders: () => renders };
}

afterEach(cleanup);

const box = () => screen.getByRole('textbox', { name: '姓名' }) as HTMLInputElement;

describe('a one-line field', () => {
  it('writes each key where the form keeps it, and renders nothing for it', () => {
    const field = renderField('李明');
    const before = field.renders();
    fireEvent.change(box(), { target: { value: '李明华' } });
    expect(field.written.mock.calls).toEqual([['李明华']]);
    expect(box().value).toBe('李明华');
    expect(field.renders()).toBe(before);
  });

  it('shows text written there otherwise (a draft restored, a reset)', () => {
    const field = renderField('李明');
    act(() => field.write('王芳'));
    expect(box().value).toBe('王芳');
  });

  it('offers 清除内容 while focused, which empties the field and keeps the focus', () => {
    const field = renderField('李明');
    expect(screen.queryByRole('button', { name: '清除内容' })).toBeNull();
    act(() => box().focus());
    fireEvent.click(screen.getByRole('button', { name: '清除内容' }));
    expect(box().value).toBe('');
    expect(field.written.mock.calls).toEqual([['']]);
    expect(document.activeElement).toBe(box());
  });
});
