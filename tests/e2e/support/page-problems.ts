import type { Page } from '@playwright/test';

/** Collects, from now on, a page's CSP violations (reported or not), console errors and uncaught errors. */
export async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(`csp: ${text}`));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    }),
  );
  return problems;
}
