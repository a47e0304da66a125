import type { Page } from '@playwright/test';

/** How the object store answers the portal's release request in the bench's runs. */
export const RELEASE_ANSWERS = ['nothing published', 'answered in 2 s', 'never answered', 'an error'] as const;
export type ReleaseAnswer = (typeof RELEASE_ANSWERS)[number];

/** Answers the page's release request as `answer` says (a slow CDN, a hung one, a failing one). */
export async function releaseAnswer(page: Page, answer: ReleaseAnswer): Promise<void> {
  await page.route('**/official-pages/release.json', async (route) => {
    if (answer === 'never answered') return;
    if (answer === 'answered in 2 s') await new Promise((resolve) => { setTimeout(resolve, 2000); });
    await route.fulfill(answer === 'an error' ? { status: 503, body: '' } : { status: 204, body: '' });
  });
}
