// @vitest-environment node
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import activityConfig from '../../../pages-config/activities.json';
import activitiesSchema from '../../../schemas/activities.schema.json';
import { checkActivities } from '../../../runtime/config/check-activities';
import { readActivities } from '../../../runtime/config/activities';

const activities = {
  ACT_SERVICE_2026: { name: '11 月客户服务节', ended: false, page: '/act-service' },
  ACT2025SPRING: { name: '2025 春季健康节', ended: true, page: null },
};
const leadPage = (path: string, activityCode: string) => ({
  route: { path },
  body: [{ type: 'button', onClick: { action: 'callService', service: 'face.leadSubmit', body: { activityCode, name: '{{ state.lead.name }}' } } }],
});
const messages = (page: Record<string, unknown>) => checkActivities({ activities, problems: [] })({ page, routes: [] }).map((issue) => `${issue.pointer} ${issue.message}`);

describe('campaign activities', () => {
  it('accept a lead form naming the running activity of its own page', () => {
    expect(messages(leadPage('/act-service', 'ACT_SERVICE_2026'))).toEqual([]);
  });

  it('refuse an undeclared activity with the nearest code, an ended one, and one of another page', () => {
    expect(messages(leadPage('/act-service', 'ACT_SERVICE_2025'))).toEqual([
      '/body/0/onClick/body/activityCode activity "ACT_SERVICE_2025" is not declared in pages-config/activities.json — did you mean "ACT_SERVICE_2026"?',
    ]);
    expect(messages(leadPage('/act-spring', 'ACT2025SPRING'))).toEqual([
      '/body/0/onClick/body/activityCode activity "ACT2025SPRING" (2025 春季健康节) has ended and takes no leads: declare a new one in pages-config/activities.json',
    ]);
    expect(messages(leadPage('/act-winter', 'ACT_SERVICE_2026'))).toEqual([
      '/body/0/onClick/body/activityCode activity "ACT_SERVICE_2026" belongs to /act-service (pages-config/activities.json): its result page leads there, so give this page an activity of its own',
    ]);
  });

  it('read from the file as written, a mistake in it reported at its line and column with what to do, and on each lead form it keeps from being checked', () => {
    const text = readFileSync('pages-config/activities.json', 'utf8').replace('"page": "/act-service" },', '"page": "/act-service" }');
    const read = readActivities(text);
    expect(read.problems).toEqual([{ file: 'pages-config/activities.json', line: 7, column: 107, pointer: '', message: 'invalid JSON: missing comma between two entries (add "," here)' }]);
    expect(checkActivities(read)({ page: leadPage('/act-service', 'ACT_SERVICE_2026'), routes: [] }).map((issue) => issue.message)).toEqual([
      'activity "ACT_SERVICE_2026" cannot be checked: pages-config/activities.json:7:107 invalid JSON: missing comma between two entries (add "," here)',
    ]);
    expect(readActivities(JSON.stringify(activityConfig)).activities).toEqual(activityConfig.activities);
  });

  it('are declared as their schema says', () => {
    const validate = new Ajv({ allErrors: true }).compile(activitiesSchema);
    expect(validate(activityConfig), JSON.stringify(validate.errors)).toBe(true);
  });
});
