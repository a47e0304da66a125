// A campaign's leads are recorded under its activity (pages-config/activities.json), and its result page
// leads back to the activity's page: the lead form must name a declared activity that is running, and the
// page the activity says it belongs to.
import { withSuggestion } from '../core/registry/suggest';
import { ACTIVITIES_FILE, type ActivitiesRead } from './activities';
import { eachActionStep, type Issue, type PageCheck } from './page-checks';

/** The check of each lead form against the activities as read; while the file does not read, each says so. */
export function checkActivities(read: ActivitiesRead): PageCheck {
  return ({ page }) => {
    const issues: Issue[] = [];
    eachActionStep(page, '', (step, pointer) => {
      const code = step.action === 'callService' && step.service === 'face.leadSubmit' ? (step.body as { activityCode?: unknown } | undefined)?.activityCode : undefined;
      // A code from an expression is the service's to check; a scaffold's blank, the blank check's.
      if (typeof code !== 'string' || code.includes('{{') || code.startsWith('【待填写')) return;
      const at = `${pointer}/body/activityCode`;
      const { activities } = read;
      const activity = activities?.[code];
      if (!activities) {
        const [{ line, column, message }] = read.problems;
        issues.push({ pointer: at, message: `activity "${code}" cannot be checked: ${ACTIVITIES_FILE}:${line}:${column} ${message}` });
      } else if (!activity) {
        issues.push({ pointer: at, message: withSuggestion(`activity "${code}" is not declared in ${ACTIVITIES_FILE}`, code, Object.keys(activities)) });
      } else if (activity.ended) {
        issues.push({ pointer: at, message: `activity "${code}" (${activity.name}) has ended and takes no leads: declare a new one in ${ACTIVITIES_FILE}` });
      } else if (activity.page !== page.route?.path) {
        issues.push({ pointer: at, message: `activity "${code}" belongs to ${activity.page ?? 'no page'} (${ACTIVITIES_FILE}): its result page leads there, so give this page an activity of its own` });
      }
    });
    return issues;
  };
}
