import type { Browser, Page } from '@playwright/test';
import { CPU_SLOWDOWN, freshPage } from './chromium';
import { appearanceProbe, keystrokeProbe } from './probes';

/** Milliseconds from navigation start to the frame that first shows each text, at CPU ×4 in a fresh browser context (`prepare` sets it up first). */
export async function timeToShown(browser: Browser, url: string, texts: Record<string, string>, prepare?: (page: Page) => Promise<void>): Promise<Record<string, number>> {
  const { context, page } = await freshPage(browser, { cpu: CPU_SLOWDOWN });
  try {
    await prepare?.(page);
    await page.addInitScript({ content: appearanceProbe(texts) });
    await page.goto(url);
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${url} did not show ${Object.values(texts).join(', ')} within 2 minutes`)), 120_000).unref());
    return (await Promise.race([page.evaluate('window.__benchAllShown'), timeout])) as Record<string, number>;
  } finally {
    await context.close();
  }
}

/**
 * Types `text` key by key into the field labelled `label` at CPU ×4, and gives each keystroke's time
 * from keydown to the next painted frame (ms). The next key is pressed once the last one is painted.
 */
export async function keystrokeTimes(browser: Browser, url: string, label: string, text: string): Promise<number[]> {
  const { context, page } = await freshPage(browser, { cpu: CPU_SLOWDOWN });
  try {
    await page.addInitScript({ content: keystrokeProbe });
    await page.goto(url);
    const field = page.getByLabel(label, { exact: true });
    await field.click();
    for (let i = 0; i < text.length; i++) {
      await page.keyboard.press(text[i]);
      await page.evaluate(`window.__benchKeysAtLeast(${i + 1})`);
      await page.waitForTimeout(30);
    }
    const typed = await field.inputValue();
    if (typed !== text) throw new Error(`typed "${text}" into ${label} at ${url} but it holds "${typed}"`);
    return (await page.evaluate('window.__benchKeys')) as number[];
  } finally {
    await context.close();
  }
}
