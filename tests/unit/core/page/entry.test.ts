import { describe, expect, it, vi } from 'vitest';
import { entryCallsService, entryProgress } from '../../../../runtime/core/page/entry';

describe('whether a page\'s entry action waits on a service', () => {
  it('does when it calls one, itself or in a later step', () => {
    expect(entryCallsService({ onEnter: { action: 'callService', service: 'face.userInfo', then: { action: 'setState', values: { email: '{{ result.email }}' } } } })).toBe(true);
    expect(entryCallsService({ onEnter: [{ action: 'setState', values: { tab: 'all' } }, { action: 'callService', service: 'face.policyList' }] })).toBe(true);
  });

  it('does when a page action it names calls one, however deep the names go', () => {
    const actions = { resume: { action: 'setState', values: { tab: 'all' }, then: 'loadRecord' }, loadRecord: { action: 'callService', service: 'face.questionnaireRecord' } };
    expect(entryCallsService({ onEnter: 'resume', actions })).toBe(true);
    expect(entryCallsService({ onEnter: 'fill', actions: { fill: { action: 'setState', values: { tab: 'all' } } } })).toBe(false);
  });

  it('is not fooled by a page action that names itself', () => {
    expect(entryCallsService({ onEnter: 'again', actions: { again: { action: 'setState', values: { tab: 'all' }, then: 'again' } } })).toBe(false);
  });

  it('does not when it only sets state or goes elsewhere, or when there is none', () => {
    expect(entryCallsService({ onEnter: { action: 'setState', values: { tab: 'all' } } })).toBe(false);
    expect(entryCallsService({ onEnter: { action: 'replace', to: '/home' } })).toBe(false);
    expect(entryCallsService({})).toBe(false);
  });
});

describe('the entry\'s progress', () => {
  it('tells its listeners once when the wait is over, and never waits again', () => {
    const progress = entryProgress(true);
    const listener = vi.fn();
    progress.subscribe(listener);
    expect(progress.waiting()).toBe(true);
    progress.done();
    progress.done();
    expect(progress.waiting()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
