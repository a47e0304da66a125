import { chromium } from '@playwright/test';
import { findChromium } from '../lib/browser';
import { freePort } from './serve';

export interface LighthouseRun { score: number; lcp: number; tbt: number; cls: number }

/**
 * Lighthouse's mobile performance audit (its default: simulated 150 ms RTT, 1.6 Mbps, CPU ×4) of each
 * address, in a Chromium it drives over a debugging port. A string saying why when Lighthouse is missing.
 */
export async function lighthouseRuns(urls: readonly string[], runs: number): Promise<Map<string, LighthouseRun[]> | string> {
  let lighthouse: typeof import('lighthouse').default;
  try {
    lighthouse = (await import('lighthouse')).default;
  } catch (error) {
    return `not available here (${(error as Error).message.split('\n')[0]})`;
  }
  const port = await freePort();
  const browser = await chromium.launch({ executablePath: findChromium({ full: true }), args: ['--no-sandbox', '--disable-dev-shm-usage', `--remote-debugging-port=${port}`] });
  const results = new Map<string, LighthouseRun[]>();
  try {
    for (const url of urls) {
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
        const audit = (id: string) => lhr.audits[id].numericValue ?? NaN;
        results.set(url, [...(results.get(url) ?? []), { score: (lhr.categories.performance.score ?? 0) * 100, lcp: audit('largest-contentful-paint'), tbt: audit('total-blocking-time'), cls: audit('cumulative-layout-shift') }]);
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
