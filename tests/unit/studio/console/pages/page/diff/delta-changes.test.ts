import { create } from 'jsondiffpatch';
import { describe, expect, it } from 'vitest';
import { deltaChanges } from '../../../../../../../studio/console/pages/page/diff/delta-changes';

const differ = create();

describe('the difference from the live version as a list', () => {
  it('lists added, changed and removed values at their JSON pointers', () => {
    const live = { route: { title: '冬日关爱季', path: '/act/winter' }, share: { desc: '旧描述' }, rules: '旧' };
    const next = { route: { title: '冬日关爱季 · 升级版', path: '/act/winter', isShare: true }, share: {} };
    expect(deltaChanges(differ.diff(live, next))).toEqual([
      { path: '/route/title', kind: 'changed', before: '冬日关爱季', after: '冬日关爱季 · 升级版' },
      { path: '/route/isShare', kind: 'added', after: true },
      { path: '/share/desc', kind: 'removed', before: '旧描述' },
      { path: '/rules', kind: 'removed', before: '旧' },
    ]);
  });

  it('lists array items by their index, removals before additions at the same place', () => {
    const changes = deltaChanges(differ.diff({ body: [{ type: 'nav-bar' }, { type: 'hero' }] }, { body: [{ type: 'nav-bar' }, { type: 'notice' }, { type: 'hero' }] }));
    expect(changes.map(({ path, kind }) => `${kind} ${path}`)).toEqual(['changed /body/1/type', 'added /body/2']);
    expect(deltaChanges(differ.diff({ body: ['a', 'b'] }, { body: ['b'] }))).toEqual([{ path: '/body/0', kind: 'removed', before: 'a' }]);
  });

  it('escapes keys that hold "/" or "~", and has nothing for no difference', () => {
    expect(deltaChanges(differ.diff({}, { 'a/b~c': 1 }))).toEqual([{ path: '/a~1b~0c', kind: 'added', after: 1 }]);
    expect(deltaChanges(undefined)).toEqual([]);
    expect(deltaChanges(null)).toEqual([]);
  });
});
