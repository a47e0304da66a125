import { describe, expect, it } from 'vitest';
import { EditHistory } from '../../../../../../studio/console/visual/model/history';

describe('undo and redo over the page\'s texts', () => {
  it('undoes and redoes steps in order, a new step dropping what was undone', () => {
    const history = new EditHistory('a');
    history.record('b');
    history.record('c');
    expect(history.undo()).toBe('b');
    expect(history.undo()).toBe('a');
    expect(history.undo()).toBeUndefined();
    expect(history.redo()).toBe('b');
    history.record('d');
    expect(history.canRedo).toBe(false);
    expect(history.undo()).toBe('b');
  });

  it('takes typing in one field as one step, and another field as the next', () => {
    const history = new EditHistory('');
    for (const text of ['春', '春日', '春日关爱']) history.record(text, '/body/1#title');
    history.record('春日关爱 · 副', '/body/1#subtitle');
    expect(history.undo()).toBe('春日关爱');
    expect(history.undo()).toBe('');
  });

  it('takes a change made elsewhere (the JSON tab) as a step of its own', () => {
    const history = new EditHistory('a');
    history.record('b', 'field');
    history.follow('b typed in JSON');
    history.record('c', 'field');
    expect(history.undo()).toBe('b typed in JSON');
    expect(history.undo()).toBe('b');
    history.follow('b');
    expect(history.canRedo).toBe(true);
  });
});
