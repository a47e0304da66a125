import type { CDPSession, Page } from '@playwright/test';
import { PROFILES } from '../../../scripts/lib/snapshot-cases';

/**
 * The two enlarged views a careful app is checked in (issue: elderly mode, 200 % zoom), set on the open page
 * without loading it again: the phone at 200 % browser zoom (half the CSS width at twice the pixel ratio,
 * which the layout answers with the unzoomed root size), and elderly mode (the root class the layout reads).
 */
export const ENLARGED = ['zoom', 'elderly'] as const;
export type Enlarged = (typeof ENLARGED)[number];

async function phoneMetrics(devtools: CDPSession, zoom: number): Promise<void> {
  const { width, height, mobile } = PROFILES.phone;
  await devtools.send('Emulation.setDeviceMetricsOverride', { width: Math.round(width / zoom), height: Math.round(height / zoom), deviceScaleFactor: zoom, mobile });
}

/** Shows the page as `view`, or as the plain phone again when `view` is undefined. */
export async function showEnlarged(page: Page, devtools: CDPSession, view: Enlarged | undefined): Promise<void> {
  await phoneMetrics(devtools, view === 'zoom' ? 2 : 1);
  await page.evaluate((elderly) => {
    document.documentElement.classList.toggle('elderly', elderly);
    window.dispatchEvent(new Event('resize'));
  }, view === 'elderly');
}

/** Run in the page: whether it has something to type into or an amount, the pages the enlarged views are checked on. */
export function hasFormOrAmount(): boolean {
  return document.querySelector('input, textarea, [role="combobox"]') !== null || /¥\s?\d/.test(document.body.innerText);
}

/**
 * Run in the page: every visible field too narrow to type in (under 3em), or whose number does not fit it (an
 * ID, card or phone number cut off: a long email or address scrolls in its field as it does anywhere), named by
 * its label.
 */
export function findCrampedFields(): string[] {
  const cramped: string[] = [];
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type="checkbox"]):not([type="radio"]):not([type="file"]), textarea')) {
    const box = field.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (getComputedStyle(field).visibility === 'hidden' || field.closest('[aria-hidden="true"]')) continue;
    const name = field.labels?.[0]?.textContent?.trim() || field.getAttribute('aria-label') || field.placeholder || field.name;
    const em = parseFloat(getComputedStyle(field).fontSize);
    if (box.width < 3 * em) cramped.push(`${name}: ${Math.round(box.width)}px wide`);
    else if (/^[\d\sXx*-]+$/.test(field.value) && field.scrollWidth > field.clientWidth + 1) cramped.push(`${name}: ${field.value} cut off`);
  }
  return cramped;
}
