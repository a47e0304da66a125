// The core system's register of campaign activities: those declared with the portal's built-in pages
// (pages-config/activities.json) and those operations staff register in the publishing service, which
// hands each one to the core system's back office (back-office.ts) as it is registered. A lead is taken
// only for an activity the register knows, that has started and has not ended.
import { clock } from './format';
import { activities as declared, type Activity } from './seed/services';

export interface HandedActivity { name: string; startsAt: string; endsAt: string; pagePath: string | null }

/** Registered through the back office: shared by every customer, as the core system's register is. */
const handed = new Map<string, HandedActivity>();

export function registerActivity(code: string, activity: HandedActivity): void {
  handed.set(code, activity);
}

/** An activity as the lead service reads it; a handed-over one names its start, before which it takes no lead. */
export type RegisteredActivity = Activity & { startsAt?: string };

/** The activity of a code, as the lead service reads it now (a handed-over one has ended once its end has passed). */
export function activityOf(code: string, at = clock()): RegisteredActivity | undefined {
  if (Object.hasOwn(declared, code)) return declared[code];
  const activity = handed.get(code);
  return activity && { name: activity.name, startsAt: activity.startsAt, ended: Date.parse(activity.endsAt) <= at.getTime(), productId: null, page: activity.pagePath };
}

/** Whether a handed-over activity's start is still ahead (a declared one has always started). */
export const notStarted = (activity: RegisteredActivity, at = clock()): boolean => activity.startsAt !== undefined && Date.parse(activity.startsAt) > at.getTime();
