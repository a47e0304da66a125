import type { Profile, SnapshotCase } from './snapshot-cases';

/**
 * The states a run captures: those whose id or page file holds one of `patterns` (all when none), at the
 * chosen `layouts` they are captured at. When none is left, `why` says which choice left nothing.
 */
export function chooseStates(cases: readonly SnapshotCase[], patterns: readonly string[], layouts: readonly Profile[]): { states: SnapshotCase[]; why?: string } {
  const named = patterns.map((pattern) => `"${pattern}"`).join(' or ');
  const matching = patterns.length > 0 ? cases.filter((state) => patterns.some((pattern) => state.id.includes(pattern) || state.page.includes(pattern))) : cases;
  const states = matching
    .map((state) => ({ ...state, profiles: state.profiles.filter((profile) => layouts.includes(profile)) }))
    .filter((state) => state.profiles.length > 0);
  if (states.length > 0) return { states };
  if (cases.length === 0) return { states, why: 'there are no snapshot cases (no page has a route)' };
  if (matching.length === 0) return { states, why: `no state matches ${named} (states are named like ${cases[0].id})` };
  const captured = [...new Set(matching.flatMap((state) => state.profiles))];
  return { states, why: `the ${matching.length} state(s)${named ? ` matching ${named}` : ''} are captured at ${captured.join(', ')}, not at ${layouts.join(', ')}` };
}
