// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chooseStates } from '../../../scripts/lib/snapshot-choice';
import type { Profile, SnapshotCase } from '../../../scripts/lib/snapshot-cases';

const state = (id: string, profiles: Profile[]): SnapshotCase => ({
  page: `pages-config/pages/${id.split('/').slice(0, -1).join('/')}.json`, id, name: id.split('/').pop()!, description: '', address: '/', login: false, faults: [], steps: [], profiles, audited: true,
});
const CASES = [state('info/about-us/default', ['phone', 'tablet', 'desktop']), state('info/about-us/empty', ['phone']), state('news/news-center/default', ['phone', 'tablet', 'desktop'])];

describe('the states a snapshot run captures', () => {
  it('are those a pattern matches, at the layouts chosen', () => {
    const { states, why } = chooseStates(CASES, ['info/'], ['tablet']);
    expect(why).toBeUndefined();
    expect(states.map((s) => [s.id, s.profiles])).toEqual([['info/about-us/default', ['tablet']]]);
  });

  it('are none, and say why, when no state matches the patterns', () => {
    expect(chooseStates(CASES, ['info/abuot'], ['phone'])).toEqual({ states: [], why: 'no state matches "info/abuot" (states are named like info/about-us/default)' });
  });

  it('are none, and say why, when the states matching are not captured at the layouts chosen', () => {
    expect(chooseStates(CASES, ['info/about-us/empty'], ['desktop']).why).toBe('the 1 state(s) matching "info/about-us/empty" are captured at phone, not at desktop');
  });
});
