// Which of the workflow's actions a member of staff may take on a page now: the transition table's
// states and roles (studio/server/workflow/transitions.ts), and what the page's facts allow. The service
// decides again on every call; this only keeps the console from offering what it would refuse.
import { TRANSITIONS, type Role, type State } from '../../server/workflow/transitions';

export type ConsoleAction = 'save' | 'submit' | 'return' | 'approve' | 'publish' | 'take-down' | 'roll-back';

export const CONSOLE_ACTIONS: readonly ConsoleAction[] = ['save', 'submit', 'return', 'approve', 'publish', 'take-down', 'roll-back'];

export interface PageFacts {
  state: State;
  liveVersion: string | null;
  /** The versions the page has shown, newest first. */
  earlierLive: readonly string[];
  /** Who wrote the version under work (by staff id), if any. */
  candidateAuthor: number | null;
}

export interface Offer { action: ConsoleAction; label: string; enabled: boolean; reason?: string }

/** Actions the page has nothing for: no live version to take down, no earlier one to go back to. */
function pointless(action: ConsoleAction, page: PageFacts): boolean {
  if (action === 'take-down') return !page.liveVersion;
  if (action === 'roll-back') return !page.earlierLive.some((version) => version !== page.liveVersion);
  return false;
}

/**
 * The actions offered: those a role of the staff member may take in the page's state and that the page
 * has something for. Approving one's own version is offered disabled, with the service's reason: four
 * eyes, said before the click.
 */
export function offeredActions(page: PageFacts, staff: { id: number; roles: readonly Role[] }): Offer[] {
  return CONSOLE_ACTIONS.flatMap((action) => {
    const { from, by, label } = TRANSITIONS[action];
    if (by === 'system' || !staff.roles.includes(by) || !from.includes(page.state) || pointless(action, page)) return [];
    const own = action === 'approve' && page.candidateAuthor === staff.id;
    return [own ? { action, label, enabled: false, reason: '不能审核通过自己编写的版本：请由另一位审核人员审核' } : { action, label, enabled: true }];
  });
}
