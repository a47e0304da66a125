// The checks of what a page names outside the portal's code: its services and its campaign activity.
// npm run validate, the dev server and the playground pass the same ones (ValidationContext.checks).
import { checkActivities } from './check-activities';
import { checkServices, type ServiceRef } from './check-services';
import type { ActivitiesRead } from './activities';
import type { PageCheck } from './page-checks';

export function referenceChecks(services: { endpoints: ReadonlyMap<string, ServiceRef> }, activities: ActivitiesRead): PageCheck[] {
  return [checkServices(services), checkActivities(activities)];
}
