// The dates a page's texts state: a campaign's period is written in its subtitle, its rules and its share
// card as free text, so each date written there is read and held against the structured schedule.

/** A date as a text states it, read as a calendar day (yyyy-MM-dd). */
export interface StatedDate { day: string; text: string }
/** Two dates a text gives as a period ("3 月 1 日至 4 月 30 日"). */
export interface StatedPeriod { from: StatedDate; to: StatedDate }

const FULL = String.raw`(\d{4})\s*(?:年|[-/.])\s*(\d{1,2})\s*(?:月|[-/.])\s*(\d{1,2})\s*[日号]?`;
const PARTIAL = String.raw`(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]`;
const DATE = new RegExp(`${FULL}|${PARTIAL}`, 'g');
/** What lies between a period's two dates: a time of the first, then 至, 到 or a dash. */
const BETWEEN = /^\s*(?:\d{1,2}\s*[:：]\s*\d{2}\s*)?(?:至|到|—|–|-|~|～)\s*$/;

const pad = (n: number) => String(n).padStart(2, '0');

function dayOf(year: number, month: number, date: number): string | undefined {
  const at = new Date(Date.UTC(year, month - 1, date));
  return at.getUTCMonth() === month - 1 && at.getUTCDate() === date ? `${year}-${pad(month)}-${pad(date)}` : undefined;
}

/**
 * The dates and periods of a text. A date without its year takes the year written before it in the text,
 * else `year`; a period's end without a year that would fall before its start is in the next year
 * (12 月 20 日至 1 月 5 日). The parts inside `{{ }}` are the page's data, not text.
 */
export function statedDates(text: string, year: number): { dates: StatedDate[]; periods: StatedPeriod[] } {
  const plain = text.replace(/\{\{[\s\S]*?\}\}/g, (expression) => ' '.repeat(expression.length));
  const found: Array<StatedDate & { start: number; end: number; yearGiven: boolean }> = [];
  let lastYear = year;
  for (const match of plain.matchAll(DATE)) {
    const yearGiven = match[1] !== undefined;
    if (yearGiven) lastYear = Number(match[1]);
    const day = yearGiven ? dayOf(lastYear, Number(match[2]), Number(match[3])) : dayOf(lastYear, Number(match[4]), Number(match[5]));
    if (day) found.push({ day, text: match[0].trim(), start: match.index, end: match.index + match[0].length, yearGiven });
  }
  const periods: StatedPeriod[] = [];
  for (let i = 0; i + 1 < found.length; i++) {
    const [from, to] = [found[i], found[i + 1]];
    if (!BETWEEN.test(plain.slice(from.end, to.start))) continue;
    if (!to.yearGiven && to.day < from.day) to.day = `${Number(to.day.slice(0, 4)) + 1}${to.day.slice(4)}`;
    periods.push({ from, to });
  }
  return { dates: found.map(({ day, text: written }) => ({ day, text: written })), periods };
}
