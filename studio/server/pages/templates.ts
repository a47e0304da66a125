// A new page from the scaffold's templates (scripts/templates/pages), filled as `npm run new:page` fills
// them: the route, title and page code set; the campaign's activity code set to the one made for it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fillPage, pageCodeFor, planPage, ScaffoldError } from '../../../scripts/lib/scaffold';
import { projectRoot } from '../../../scripts/lib/page-files';
import { Refusal } from '../service/refusal';
import type { PageKind } from './page-store';

const ACTIVITY_BLANK = /^【待填写：活动编码/;

/** Every `activityCode` still holding the template's blank, set to `code`. */
function setActivityCode(value: unknown, code: string): unknown {
  if (Array.isArray(value)) return value.map((item) => setActivityCode(item, code));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key === 'activityCode' && typeof item === 'string' && ACTIVITY_BLANK.test(item) ? code : setActivityCode(item, code)]));
}

export interface TemplatePage { routePath: string; pageCode: string | null; title: string; content: Record<string, any> }

export function pageFromTemplate(request: { kind: PageKind; path: string; title?: string; activityCode?: string }): TemplatePage {
  let plan;
  try {
    plan = planPage({ path: request.path, kind: request.kind });
  } catch (error) {
    if (error instanceof ScaffoldError) throw new Refusal(error.message, 422);
    throw error;
  }
  const template = JSON.parse(readFileSync(join(projectRoot, 'scripts/templates/pages', `${request.kind}.json`), 'utf8'));
  const { $schema: _editorSchema, ...filled } = fillPage(template, plan, request.title?.trim() || undefined);
  const content = (request.activityCode ? setActivityCode(filled, request.activityCode) : filled) as Record<string, any>;
  const pageCode = typeof content.route.pageCode === 'string' ? content.route.pageCode : request.kind === 'campaign' ? pageCodeFor(plan.path) : null;
  return { routePath: plan.path, pageCode, title: content.route.title, content };
}
