import { existsSync, readFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { expect, joinSandboxClient, test as sandboxTest } from '../e2e/support/test';
import { auditPage, formatViolations, seriousViolations } from '../e2e/support/axe';
import { findOrphans } from '../e2e/support/orphans';
import { injectFault, loginToken } from '../e2e/support/sandbox';
import { watchActivity } from '../../scripts/lib/settle';
import type { Profile, SnapshotCase, Step } from '../../scripts/lib/snapshot-cases';

/** The cases scripts/snapshot.ts worked out and checked (npm run validate checks the same files). */
const CASES_FILE = process.env.SNAPSHOT_CASES;
if (!CASES_FILE || !existsSync(CASES_FILE)) throw new Error('run snapshots with `npm run snapshot`, which works out the cases first');
const cases = JSON.parse(readFileSync(CASES_FILE, 'utf8')) as SnapshotCase[];

/** Every state is captured at the same instant: dates shown, countdowns and "today" never drift. */
const FROZEN_TIME = new Date('2026-06-15T10:00:00+08:00');

/** How every screenshot is taken: animations stopped at their end, no blinking caret, one pixel per CSS px. */
const SCREENSHOT = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;
/**
 * Rendering is deterministic (frozen clock, seeded data, fonts loaded, no animation): only a few
 * anti-aliased pixels may differ, so a widget's small change still shows.
 */
const MAX_DIFF_PIXELS = 20;

/**
 * One browser page per worker, for every state it captures: a fresh context per state would fetch and
 * compile the app's scripts again each time (about a second a state). Each state still starts clean: its
 * own sandbox world, no cookies, no stored session or drafts, and a full page load.
 */
const test = sandboxTest.extend<{ statePage: Page }, { workerPage: Page; profile: Profile }>({
  profile: [async ({}, use, workerInfo) => use(workerInfo.project.name as Profile), { scope: 'worker' }],
  workerPage: [async ({ browser }, use, workerInfo) => {
    const { viewport, isMobile, hasTouch, deviceScaleFactor, locale, timezoneId, reducedMotion, baseURL } = workerInfo.project.use;
    const context = await browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor, locale, timezoneId, reducedMotion, baseURL });
    const page = await context.newPage();
    await page.clock.setFixedTime(FROZEN_TIME);
    await use(page);
    await context.close();
  }, { scope: 'worker' }],
  statePage: async ({ workerPage: page, sandboxClient, baseURL }, use) => {
    // A small file of the portal's origin: the last state's scripts stop, and its storage can be emptied.
    await page.goto('/official/favicon.svg');
    await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
    await page.context().clearCookies();
    await joinSandboxClient(page.context(), sandboxClient, baseURL!);
    await use(page);
  },
});

async function perform(page: Page, step: Step): Promise<void> {
  if ('click' in step) await page.getByText(step.click, { exact: true }).first().click();
  else if ('fill' in step) await page.getByLabel(step.fill).or(page.getByPlaceholder(step.fill)).first().fill(step.with);
  else {
    // A tick box as a person ticks it (arco's boxes are role=checkbox spans, which check() cannot set;
    // a form's are native checkboxes).
    const box = page.getByRole('checkbox', { name: step.check }).first();
    await box.click();
    await expect(box).toBeChecked();
  }
}

async function open(page: Page, state: SnapshotCase, token: string | undefined): Promise<void> {
  const address = token ? `${state.address}${state.address.includes('?') ? '&' : '?'}t=${token}` : state.address;
  // The page at rest: data, lazily loaded widgets and forms, pictures, fonts and a late toast are in.
  const loading = watchActivity(page);
  await page.goto(address);
  await loading.settled();
  // The page is there, with its data or its error: no loading state.
  await expect(page.locator('main.page, .status-page').first()).toBeVisible();
  await expect(page.locator('.source-state--loading')).toHaveCount(0);
  if (state.steps.length > 0) {
    const stepping = watchActivity(page);
    for (const step of state.steps) await perform(page, step);
    await stepping.settled();
    // A step may have scrolled the page: the whole-page capture draws fixed bars where the viewport is.
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  // A toast leaves on a timer: its time is skipped, and the capture waits until it has gone (looked for
  // every frame: an assertion's retries would look after 100, 250 and 500 ms).
  if (await page.locator('.arco-toast').count() > 0) {
    const leaving = watchActivity(page);
    await page.clock.fastForward(10_000);
    await page.waitForFunction(() => !document.querySelector('.arco-toast'), undefined, { timeout: 10_000 });
    await leaving.settled();
  }
}

/**
 * The screenshot against the committed one, byte for byte first: Chromium encodes the same pixels to the
 * same PNG, and decoding and diffing two of them pixel by pixel (half a second at the desktop's 2560×1440)
 * is needed only when they differ. Then Playwright's comparison decides, with its tolerance and the
 * before / after / diff images of the report.
 */
async function matchScreenshot(page: Page, info: TestInfo, name: string, fullPage: boolean): Promise<void> {
  const committed = info.snapshotPath(name, { kind: 'screenshot' });
  if (existsSync(committed)) {
    const shot = await page.screenshot({ fullPage, ...SCREENSHOT });
    if (shot.equals(readFileSync(committed))) return;
  }
  await expect.soft(page, 'the screenshot').toHaveScreenshot(name, { ...SCREENSHOT, fullPage, maxDiffPixels: MAX_DIFF_PIXELS, timeout: 15_000 });
}

/** axe's findings attached for the report and the summary; a serious or critical one fails the state. */
async function audit(page: Page, state: SnapshotCase, info: TestInfo): Promise<void> {
  const violations = await auditPage(page, { file: state.page });
  await info.attach('accessibility', { body: JSON.stringify(violations, null, 2), contentType: 'application/json' });
  expect.soft(formatViolations(seriousViolations(violations)), 'serious or critical accessibility violations').toBe('');
}

for (const state of cases) test.describe(() => {
  // Decided before the test's own fixtures: a state not captured at this layout opens nothing.
  test.skip(({ profile }) => !state.profiles.includes(profile), `captured at ${state.profiles.join(', ')} only`);
  test(`${state.id} · ${state.description}`, async ({ statePage: page, request, profile }, info) => {
    info.annotations.push({ type: 'page', description: state.page }, { type: 'case', description: state.id });
    // Stored per profile as tests/snapshots/<profile>/<module>-<page>-<case>.png and -aria.yml ("/" becomes "-").
    const names = { aria: `${state.id}-aria.yml`, png: `${state.id}.png` };
    const missing = [info.snapshotPath(names.aria), info.snapshotPath(names.png, { kind: 'screenshot' })].filter((file) => !existsSync(file));
    if (missing.length > 0 && info.config.updateSnapshots === 'none') {
      throw new Error(`${state.page} has no snapshot for "${state.name}" at ${profile} (${missing.map((file) => file.slice(file.indexOf('tests/snapshots/'))).join(', ')}): run npm run snapshot -- --update ${state.id}`);
    }

    // Each state has a sandbox world of its own (the fixture): its faults reach no other state.
    for (const fault of state.faults) await injectFault(request, fault);
    const token = state.login === false ? undefined : await loginToken(request, state.login === true ? undefined : state.login);
    await open(page, state, token);

    // A template left unfilled reads as code to the customer: no visible text may hold {{ or }}.
    const body = await page.locator('body').innerText();
    expect.soft(body.split('\n').filter((line) => /\{\{|\}\}/.test(line)), 'visible text with an unfilled template ({{ … }})').toEqual([]);
    // A Chinese title, label, heading or step name wraps as a Chinese app's does: a character alone on a line
    // fails the state, and is listed in the summary.
    const orphans = (await page.evaluate(findOrphans)).map((o) => `${o.text} → ${o.line}`);
    if (orphans.length > 0) info.annotations.push({ type: 'lone characters', description: orphans.join('；') });
    expect.soft(orphans, 'a character alone on a line of a title, label or step').toEqual([]);
    // Compared as exact text: toMatchAriaSnapshot would write numbers as patterns, and miss a changed amount.
    expect.soft(await page.locator('body').ariaSnapshot(), 'the accessibility tree (roles, names, text)').toMatchSnapshot(names.aria);
    // The phone shows the whole page; the larger layouts their first screen (their pages are scaled up several times).
    await matchScreenshot(page, info, names.png, profile === 'phone');

    // Audited once per state, at the phone layout: the markup is the same at every layout, and the phone's
    // small targets and text are where it fails first.
    if (profile === 'phone') await audit(page, state, info);
  });
});
