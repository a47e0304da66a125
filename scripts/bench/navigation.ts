import type { Browser } from '@playwright/test';
import { CPU_SLOWDOWN, freshPage, MOBILE_NETWORK } from './chromium';
import { navigationProbe } from './probes';

/** What to tap on a list, and what only the list's page, its rows and the detail's data show. */
export interface ListAndDetail { row: string; listOnly: string; rowOnly: string; detailOnly: string }

export interface NavigationTimes {
  /** Tap on a row → the detail's own data painted. */
  forward: number;
  /** Back → the list's page painted, and its rows (the same frame when they come from the cache). */
  backToPage: number;
  backToRows: number;
}

/** In-app navigation at CPU ×4 and a 150 ms round trip: to a data page and back to a visited list. */
export async function navigationTimes(browser: Browser, listUrl: string, texts: ListAndDetail): Promise<NavigationTimes> {
  const { context, page } = await freshPage(browser, { cpu: CPU_SLOWDOWN, roundTripMs: MOBILE_NETWORK.roundTripMs });
  const arrived = async (armed: Record<string, string>, go: () => Promise<unknown>) => {
    await page.evaluate(`window.__benchArm(${JSON.stringify(armed)})`);
    await go();
    return (await page.evaluate('window.__benchArrived')) as Record<string, number>;
  };
  try {
    await page.addInitScript({ content: navigationProbe });
    await page.goto(listUrl);
    await page.getByText(texts.rowOnly).first().waitFor();
    const { detail } = await arrived({ detail: texts.detailOnly }, () => page.getByText(texts.row, { exact: true }).first().click());
    const back = await arrived({ page: texts.listOnly, rows: texts.rowOnly }, () => page.goBack());
    return { forward: detail, backToPage: back.page, backToRows: back.rows };
  } finally {
    await context.close();
  }
}
