// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validatePages, type ConfigFile } from '../../../runtime/config/validate-pages';
import { defaultContext } from '../../../scripts/lib/page-files';
import { formatProblem } from '../../../runtime/config/problems';

const context = { ...(await defaultContext()), checks: [] };
const json = (file: string, value: unknown): ConfigFile => ({ file, text: JSON.stringify(value, null, 2) });
const campaign = (path: string, pageCode: string, formCode = pageCode) => ({
  route: { path, title: '冬季关爱季', isShare: true, pageCode },
  body: [{ type: 'button', props: { text: '立即预约' }, onClick: { action: 'callService', service: 'face.leadSubmit', body: { pageCode: formCode, activityCode: 'ACT_GENERAL_2026' } } }],
});

describe('page codes credit each campaign with its own visits and leads', () => {
  it('refuses a page code two pages use, at the second', () => {
    const problems = validatePages([json('pages/a.json', campaign('/act-a', 'ACT_EAGLE_EYE')), json('pages/b.json', campaign('/act-b', 'ACT_EAGLE_EYE'))], context);
    expect(problems.map(formatProblem)).toEqual([
      'pages/b.json:6:17  /route/pageCode  page code "ACT_EAGLE_EYE" is already used by pages/a.json: each page has a code of its own, or one campaign is credited with another\'s visits and leads',
    ]);
  });

  it('refuses a form sending another page code than its page\'s', () => {
    const problems = validatePages([json('pages/a.json', campaign('/act-a', 'ACT_A', 'ACT_SPRING_HEALTH'))], context);
    expect(problems.map(formatProblem)).toEqual([
      'pages/a.json:18:23  /body/0/onClick/body/pageCode  sends page code "ACT_SPRING_HEALTH", not the page\'s own "ACT_A" (route.pageCode): its leads would be credited to another page',
    ]);
  });
});
