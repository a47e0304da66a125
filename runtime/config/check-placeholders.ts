import { eachString, type Issue, type PageFacts } from './page-checks';

/** Words that promise a customer something later: an entry must lead to a real page or be left out. */
const PROMISES_LATER = /即将上线|敬请期待|功能开发中/;
/** A scaffold's blank, 【待填写：活动时间】: text of the template's campaign the author must write for theirs. */
export const BLANK = /【待填写[：:][^】]*】/;
const BLANK_MESSAGE = 'is a blank left by the scaffold: write this page\'s own text';

export const isBlankProblem = (problem: { message: string }): boolean => problem.message.endsWith(BLANK_MESSAGE);

export function checkPlaceholders({ page }: PageFacts): Issue[] {
  const issues: Issue[] = [];
  eachString(page, '', (text, pointer) => {
    const match = PROMISES_LATER.exec(text);
    if (match) issues.push({ pointer, at: match.index, message: `"${match[0]}" promises a feature that is not there: link the entry to a real page, or leave it out` });
    const blank = BLANK.exec(text);
    if (blank) issues.push({ pointer, at: blank.index, message: `"${blank[0]}" ${BLANK_MESSAGE}` });
  });
  return issues;
}
