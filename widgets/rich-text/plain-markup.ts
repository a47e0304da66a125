import { numberRuns } from '../shared/number-runs';

/**
 * Tags that carry no address, style or handler: markup made only of them, bare, is as safe as text.
 * Config pages (an info page's paragraphs, a campaign's rules) are written with these, and show without
 * the sanitiser's download.
 */
const BARE_TAGS = new Set(['p', 'br', 'ol', 'ul', 'li', 'strong', 'em', 'b', 'i', 'u', 'h3', 'h4', 'h5', 'sup', 'sub']);
const TAG = /^<\/?([a-z0-9]+)\s*\/?>$/;
const wrapRuns = (text: string) => {
  let wrapped = '';
  let from = 0;
  for (const { index, run } of numberRuns(text)) {
    wrapped += `${text.slice(from, index)}<span class="nowrap">${run}</span>`;
    from = index + run.length;
  }
  return wrapped + text.slice(from);
};

/**
 * The markup with its number runs kept whole (as the sanitiser keeps them), when it is only text and
 * bare tags of BARE_TAGS; undefined for anything else (an attribute, another tag, a stray `<`, a numeric
 * character reference whose digits a run would split), which the sanitiser takes.
 */
export function plainMarkup(html: string): string | undefined {
  const parts = html.split(/(<[^<>]*>)/);
  let plain = '';
  for (const [i, part] of parts.entries()) {
    if (i % 2 === 1) {
      const tag = TAG.exec(part)?.[1];
      if (tag === undefined || !BARE_TAGS.has(tag)) return undefined;
      plain += part;
    } else {
      if (part.includes('<') || part.includes('&#')) return undefined;
      plain += wrapRuns(part);
    }
  }
  return plain;
}
