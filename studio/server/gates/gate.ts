// What a gate is: a check a version must pass before it can be submitted for review, and its refusals.
import type { Activity } from '../activities/activity-store';
import type { PageKind } from '../pages/page-store';
import type { Schedule } from '../workflow/transitions';

/** A refusal names the field it is about (a JSON pointer into the page, or a schedule field) and says why in Chinese. */
export interface GateRefusal { field: string; message: string }

export interface Candidate {
  routePath: string;
  kind: PageKind;
  pageCode: string | null;
  activityCode: string | null;
  content: Record<string, any>;
  schedule: Schedule;
  /** The registered activities, and the other pages of the store (their routes and codes). */
  activities: readonly Activity[];
  otherPages: ReadonlyArray<{ routePath: string; pageCode: string | null }>;
  /** The page's first version (made from its template) and its live one, whose locked blocks every later version keeps; null when there is none. */
  firstVersion: Record<string, any> | null;
  liveVersion: Record<string, any> | null;
  now: Date;
}

export type Gate = (candidate: Candidate) => GateRefusal[] | Promise<GateRefusal[]>;
