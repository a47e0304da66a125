// A campaign's visits and leads are credited by its page code (route.pageCode, the lead form's pageCode).
// Two pages with one code, or a form sending another page's code, credit one campaign with another's
// visits and leads: both are refused, across all pages.
import type { Problem } from './problems';

/** Where a page's problem is printed from: its file and a pointer into it. */
type Locate = (pointer: string) => Omit<Problem, 'message'>;

export interface PageWithCodes { file: string; page: Record<string, any>; where: Locate }

/** Every `pageCode` a page sends in an action or passes on, other than its route's, with its pointer. */
function sentCodes(value: unknown, pointer: string, found: Array<{ code: string; pointer: string }> = []) {
  if (Array.isArray(value)) value.forEach((item, i) => sentCodes(item, `${pointer}/${i}`, found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'pageCode' && typeof child === 'string' && pointer !== '/route') found.push({ code: child, pointer: `${pointer}/pageCode` });
      else sentCodes(child, `${pointer}/${key}`, found);
    }
  }
  return found;
}

export function pageCodeProblems(pages: readonly PageWithCodes[]): Problem[] {
  const problems: Problem[] = [];
  const owners = new Map<string, string>();
  for (const { file, page, where } of pages) {
    const own = page.route?.pageCode;
    if (typeof own === 'string') {
      const owner = owners.get(own);
      if (owner) problems.push({ ...where('/route/pageCode'), message: `page code "${own}" is already used by ${owner}: each page has a code of its own, or one campaign is credited with another's visits and leads` });
      else owners.set(own, file);
    }
    for (const { code, pointer } of sentCodes(page, '')) {
      if (code === own || code.includes('{{')) continue;
      problems.push({ ...where(pointer), message: own === undefined
        ? `sends page code "${code}" but the page has none: set route.pageCode to "${code}"`
        : `sends page code "${code}", not the page's own "${own}" (route.pageCode): its leads would be credited to another page` });
    }
  }
  return problems;
}
