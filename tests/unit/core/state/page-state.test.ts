import { describe, expect, it, vi } from 'vitest';
import { PageState } from '../../../../runtime/core/state/page-state';

describe('PageState.set', () => {
  it('copies only the objects on the path: the others keep their identity', () => {
    const other = { a: 1 };
    const state = new PageState({ form: { phone: '1', code: '' }, other, tabs: ['x', 'y'] });
    const before = state.get();
    state.set({ 'form.code': '123456', 'tabs.1': 'z' });
    const after = state.get();
    expect(after).toEqual({ form: { phone: '1', code: '123456' }, other, tabs: ['x', 'z'] });
    expect(after.other).toBe(other);
    expect(Array.isArray(after.tabs)).toBe(true);
    expect(before).toEqual({ form: { phone: '1', code: '' }, other, tabs: ['x', 'y'] });
  });

  it('keeps the value and tells no one when each path already holds its value', () => {
    const state = new PageState({ form: { phone: '1' }, none: undefined });
    const before = state.get();
    const listener = vi.fn();
    state.subscribe(listener);
    state.set({ 'form.phone': '1', none: undefined });
    expect(state.get()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('makes a step that is not an object into one, and writes a missing key even as undefined', () => {
    const state = new PageState({ lead: 'text' });
    const listener = vi.fn();
    state.subscribe(listener);
    state.set({ 'lead.name': 'Li', fresh: undefined });
    expect(state.get()).toEqual({ lead: { name: 'Li' }, fresh: undefined });
    expect(Object.hasOwn(state.get(), 'fresh')).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('refuses an unsafe path', () => {
    expect(() => new PageState({}).set({ '__proto__.x': 1 })).toThrow(/invalid state path/);
  });
});
