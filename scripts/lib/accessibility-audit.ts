import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import axe from 'axe-core';

/**
 * Accessibility audit of what a page shows now, for browser tests, the snapshot tool and the publishing
 * service's render gate:
 *
 *   const violations = await auditPage(page, { file: 'pages-config/pages/info/about-us.json' });
 *   expectNoSeriousViolations(violations); // throws, naming rule, element and page file
 *
 * Runs axe-core with the WCAG 2.0/2.1 A and AA rules, WCAG 2.2's target size and axe's best practices
 * (an h1, heading order, landmarks, content inside landmarks), plus two rules of our own: `one-h1` (a
 * page has exactly one h1, which the router focuses after a navigation) and `tap-target-44` (every
 * control the customer taps is at least 44×44 CSS px: the portal serves many elderly customers).
 * A few rules axe rates moderate are promises of the portal and count as serious here (RAISED).
 * Call it once the page has settled (data loaded, no animation running).
 */

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

export interface ViolationNode {
  /** CSS selector of the element (frames joined by " >> "). */
  target: string;
  /** The element's opening HTML, shortened. */
  html: string;
  /** What is wrong with this element, in axe's words. */
  summary: string;
}

export interface Violation {
  rule: string;
  impact: Impact;
  help: string;
  helpUrl: string;
  /** The page definition shown (as the caller named it). */
  file?: string;
  url: string;
  nodes: ViolationNode[];
}

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const TAP_MIN = 44;
const FAILING: readonly Impact[] = ['serious', 'critical'];
/** What the builder is given to inject: axe is in the page already (auditPage puts it there). */
const AXE_PRESENT = 'void 0';
/** The page may be zoomed, has an h1, headings in order, landmarks at the top level and no content outside them. */
const RAISED = new Set(['meta-viewport', 'page-has-heading-one', 'heading-order', 'region', 'landmark-banner-is-top-level', 'landmark-main-is-top-level', 'landmark-contentinfo-is-top-level', 'landmark-no-duplicate-banner', 'landmark-no-duplicate-main', 'landmark-one-main']);

export async function auditPage(page: Page, { file }: { file?: string } = {}): Promise<Violation[]> {
  // axe goes into each document once: the builder would evaluate its half a megabyte twice per audit.
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(axe.source);
  // Legacy mode runs axe in the page itself: the default runs it per frame, then again in a new blank page.
  // Only violations are described element by element: axe would also work out a selector and an HTML
  // excerpt for every element that passes.
  const results = await new AxeBuilder({ page, axeSource: AXE_PRESENT }).withTags(TAGS).options({ resultTypes: ['violations'] }).setLegacyMode().analyze();
  const url = page.url();
  const found: Violation[] = results.violations.map((violation) => ({
    rule: violation.id,
    impact: RAISED.has(violation.id) ? 'serious' : (violation.impact ?? 'minor') as Impact,
    help: violation.help,
    helpUrl: violation.helpUrl,
    file,
    url,
    nodes: violation.nodes.map((node) => ({
      target: node.target.map(String).join(' >> '),
      html: shorten(node.html),
      summary: node.failureSummary ?? '',
    })),
  }));
  const own = [
    { rule: 'one-h1', help: 'A page must have exactly one h1', helpUrl: 'https://www.w3.org/WAI/tutorials/page-structure/headings/', nodes: await extraH1s(page) },
    { rule: 'tap-target-44', help: `Tap targets must be at least ${TAP_MIN}×${TAP_MIN} CSS px`, helpUrl: 'https://www.w3.org/WAI/WCAG21/Understanding/target-size.html', nodes: await smallTapTargets(page) },
  ];
  for (const check of own) if (check.nodes.length > 0) found.push({ ...check, impact: 'serious', file, url });
  return found;
}

/** The serious and critical ones: what fails a run. */
export function seriousViolations(violations: readonly Violation[]): Violation[] {
  return violations.filter((violation) => FAILING.includes(violation.impact));
}

/** One paragraph per violation: impact, rule, help, page file and address, then each element. */
export function formatViolations(violations: readonly Violation[]): string {
  return violations.map((violation) => [
    `[${violation.impact}] ${violation.rule}: ${violation.help} (${violation.helpUrl})`,
    `  page: ${violation.file ?? '?'} at ${violation.url}`,
    ...violation.nodes.map((node) => `  - ${node.target}  ${node.html}${node.summary ? `\n      ${node.summary.replace(/\n\s*/g, ' ')}` : ''}`),
  ].join('\n')).join('\n\n');
}

/** Throws a readable error when any violation is serious or critical. */
export function expectNoSeriousViolations(violations: readonly Violation[]): void {
  const failing = seriousViolations(violations);
  if (failing.length === 0) return;
  const elements = failing.reduce((sum, violation) => sum + violation.nodes.length, 0);
  throw new Error(`${failing.length} serious or critical accessibility violation(s) on ${elements} element(s):\n\n${formatViolations(failing)}`);
}

function shorten(html: string): string {
  const line = html.replace(/\s+/g, ' ');
  return line.length > 160 ? `${line.slice(0, 157)}…` : line;
}

/** Every h1 after the first that assistive technology sees (axe only asks for at least one). */
async function extraH1s(page: Page): Promise<ViolationNode[]> {
  return page.evaluate(() => [...document.querySelectorAll('h1')]
    .filter((heading) => !heading.closest('[aria-hidden="true"], [hidden], [inert]') && heading.getClientRects().length > 0)
    .slice(1)
    .map((heading) => ({ target: heading.className ? `h1.${heading.className.split(' ')[0]}` : 'h1', html: heading.outerHTML.slice(0, 160), summary: `another h1: ${heading.textContent}` })));
}

/**
 * Visible controls smaller than 44×44. Links inside running text are exempt (as in WCAG's target-size
 * rule): enlarging them would break the sentence.
 */
async function smallTapTargets(page: Page): Promise<ViolationNode[]> {
  return page.evaluate((min) => {
    const controls = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=checkbox], [role=radio], [role=switch], [role=option], [role=menuitem], [tabindex="0"]';
    const pathOf = (element: Element): string => {
      const parts: string[] = [];
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const classes = [...node.classList].slice(0, 2).map((name) => `.${CSS.escape(name)}`).join('');
        parts.unshift(`${node.localName}${node.id ? `#${CSS.escape(node.id)}` : classes}`);
        if (node.id || parts.length === 4) break;
      }
      return parts.join(' > ');
    };
    const small: { target: string; html: string; summary: string }[] = [];
    for (const element of document.querySelectorAll(controls)) {
      // A control inside another control is tapped through its outer one (arco inputs wrap theirs).
      if (element.parentElement?.closest(controls)) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || element.closest('[aria-hidden="true"], [inert]')) continue;
      if (style.display === 'inline' && element.parentElement && element.parentElement.textContent !== element.textContent) continue;
      // Checkboxes and radios are tapped through their label; a control whose ::after is stretched over
      // its positioned ancestor (a tappable card's title) is tapped anywhere on that ancestor.
      const stretched = style.position === 'static' && getComputedStyle(element, '::after').position === 'absolute';
      const area = stretched && element instanceof HTMLElement && element.offsetParent ? element.offsetParent : element.closest('label') ?? element;
      const box = area.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.width + 0.5 >= min && box.height + 0.5 >= min) continue;
      small.push({
        target: pathOf(element),
        html: element.outerHTML.slice(0, 160),
        summary: `${Math.round(box.width)}×${Math.round(box.height)} px`,
      });
    }
    return small;
  }, TAP_MIN);
}
