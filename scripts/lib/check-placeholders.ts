import { eachString } from './check-expressions';
import type { Issue, PageFacts } from './validate-pages';

/** Words that promise a customer something later: an entry must lead to a real page or be left out. */
const PROMISES_LATER = /即将上线|敬请期待|功能开发中/;

export function checkPlaceholders({ page }: PageFacts): Issue[] {
  const issues: Issue[] = [];
  eachString(page, '', (text, pointer) => {
    const match = PROMISES_LATER.exec(text);
    if (match) issues.push({ pointer, at: match.index, message: `"${match[0]}" promises a feature that is not there: link the entry to a real page, or leave it out` });
  });
  return issues;
}
