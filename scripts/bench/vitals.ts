import type { Browser } from '@playwright/test';
import { CPU_SLOWDOWN, freshPage, MOBILE_NETWORK } from './chromium';
import { vitalsProbe } from './probes';

export interface Vitals { lcp: number; cls: number }

/** LCP and the load's layout shift of a page opened fresh at CPU ×4 on Lighthouse's mobile network. */
export async function loadVitals(browser: Browser, url: string): Promise<Vitals> {
  const { context, page } = await freshPage(browser, { cpu: CPU_SLOWDOWN, ...MOBILE_NETWORK });
  try {
    await page.addInitScript({ content: vitalsProbe });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Late shifts (an image that decodes, a banner that arrives) count too: read once all is quiet for 2 s.
    return (await page.evaluate('window.__benchVitalsQuiet(2000)')) as Vitals;
  } finally {
    await context.close();
  }
}
