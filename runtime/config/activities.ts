// The campaign activities (pages-config/activities.json), read from their text each time pages are checked:
// the dev server and the playground see an activity as soon as it is declared, and a mistake in the file
// is a problem at its line and column, as in a page.
import { parseLocated } from './locate';
import type { Problem } from './problems';

export const ACTIVITIES_FILE = 'pages-config/activities.json';

export interface Activity { name: string; ended: boolean; productId?: string | null; page: string | null }

/** The declared activities; without them (the file does not read), the problem that says why. */
export type ActivitiesRead = { activities: Readonly<Record<string, Activity>>; problems: [] } | { activities?: undefined; problems: [Problem] };

export function readActivities(text: string): ActivitiesRead {
  const json = parseLocated(text);
  const activities = (json.value as { activities?: unknown } | undefined)?.activities;
  const error = json.syntaxErrors[0];
  if (error) return { problems: [{ file: ACTIVITIES_FILE, ...json.position(error.offset), pointer: '', message: `invalid JSON: ${error.message}` }] };
  if (!activities || typeof activities !== 'object' || Array.isArray(activities)) {
    return { problems: [{ file: ACTIVITIES_FILE, ...json.locate('/activities'), pointer: '/activities', message: 'must be an object of activities keyed by their codes (schemas/activities.schema.json)' }] };
  }
  return { activities: activities as Record<string, Activity>, problems: [] };
}
