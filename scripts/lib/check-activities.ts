// A campaign's leads are recorded under its activity (pages-config/activities.json), and its result page
// leads back to the activity's page: the lead form must name a declared activity that is running, and the
// page the activity says it belongs to.
import activityConfig from '../../pages-config/activities.json';
import { withSuggestion } from '../../runtime/core/registry/suggest';
import { eachActionStep, type Issue, type PageFacts } from '../../runtime/config/page-checks';

interface Activity { name: string; ended: boolean; page: string | null }

export function checkActivities({ page }: PageFacts, activities: Readonly<Record<string, Activity>> = activityConfig.activities): Issue[] {
  const issues: Issue[] = [];
  eachActionStep(page, '', (step, pointer) => {
    const code = step.action === 'callService' && step.service === 'face.leadSubmit' ? (step.body as { activityCode?: unknown } | undefined)?.activityCode : undefined;
    // A code from an expression is the service's to check; a scaffold's blank, the blank check's.
    if (typeof code !== 'string' || code.includes('{{') || code.startsWith('【待填写')) return;
    const at = `${pointer}/body/activityCode`;
    const activity = activities[code];
    if (!activity) {
      issues.push({ pointer: at, message: withSuggestion(`activity "${code}" is not declared in pages-config/activities.json`, code, Object.keys(activities)) });
    } else if (activity.ended) {
      issues.push({ pointer: at, message: `activity "${code}" (${activity.name}) has ended and takes no leads: declare a new one in pages-config/activities.json` });
    } else if (activity.page !== page.route?.path) {
      issues.push({ pointer: at, message: `activity "${code}" belongs to ${activity.page ?? 'no page'} (pages-config/activities.json): its result page leads there, so give this page an activity of its own` });
    }
  });
  return issues;
}
