import { existsSync, readFileSync } from 'node:fs';
import type { CDPSession, Page, TestInfo } from '@playwright/test';
import { expect, joinSandboxClient, test as sandboxTest } from '../e2e/support/test';
import { auditPage, formatViolations, seriousViolations } from '../../scripts/lib/accessibility-audit';
import { findOrphans } from '../e2e/support/orphans';
import { findBrokenNumbers, KEPT_WHOLE } from '../e2e/support/broken-numbers';
import { watchProblems } from '../e2e/support/page-problems';
import { ENLARGED, findCrampedFields, hasFormOrAmount, showEnlarged } from '../e2e/support/enlarged';
import { injectFault, loginToken } from '../e2e/support/sandbox';
import { watchActivity } from '../../scripts/lib/settle';
import { PROFILES, snapshotFiles, type Profile, type SnapshotCase, type Step } from '../../scripts/lib/snapshot-cases';
import { READ_SHOWN_STATE, unaskedState, type ShownState } from '../../scripts/lib/snapshot-refusals';
import { settleTimeout, stateTimeout, thisMachine } from '../../scripts/lib/snapshot-timeouts';
import { samePixels, toWebp } from './pictures';

/** The cases scripts/snapshot.ts worked out and checked (npm run validate checks the same files). */
const CASES_FILE = process.env.SNAPSHOT_CASES;
if (!CASES_FILE || !existsSync(CASES_FILE)) throw new Error('run snapshots with `npm run snapshot`, which works out the cases first');
const cases = JSON.parse(readFileSync(CASES_FILE, 'utf8')) as SnapshotCase[];

/** Every state is captured at the same instant: dates shown, countdowns and "today" never drift. */
const FROZEN_TIME = new Date('2026-06-15T10:00:00+08:00');

/** How Playwright takes the phone's screenshot: animations stopped at their end, no blinking caret, one pixel per CSS px. */
const SCREENSHOT = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;
/**
 * Rendering is deterministic (frozen clock, seeded data, fonts loaded, no animation): only a few
 * anti-aliased pixels may differ, so a widget's small change still shows.
 */
const MAX_DIFF_PIXELS = 20;

/** What a worker keeps for every state it captures. */
interface Worker {
  page: Page;
  /** DevTools on that page: the device emulation Playwright cannot change on a live page. */
  devtools: CDPSession;
  /** Uncaught errors, console errors and CSP violations since the state began to open. */
  problems: string[];
}

/**
 * One browser page per worker, for every state it captures: a fresh context per state would fetch and
 * compile the app's scripts again each time (about a second a state). Each state still starts clean: its
 * own sandbox world, no cookies, no stored session or drafts, a full page load, at the phone's layout.
 */
const test = sandboxTest.extend<{ statePage: Page }, { worker: Worker }>({
  worker: [async ({ browser }, use, workerInfo) => {
    const { viewport, isMobile, hasTouch, deviceScaleFactor, locale, timezoneId, reducedMotion, baseURL } = workerInfo.project.use;
    const context = await browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor, locale, timezoneId, reducedMotion, baseURL });
    const page = await context.newPage();
    await page.clock.setFixedTime(FROZEN_TIME);
    const problems = await watchProblems(page);
    await use({ page, devtools: await context.newCDPSession(page), problems });
    await context.close();
  }, { scope: 'worker' }],
  statePage: async ({ worker: { page, devtools, problems }, sandboxClient, baseURL }, use) => {
    // A small file of the portal's origin: the last state's scripts stop, and its storage can be emptied.
    await page.goto('/official/favicon.svg');
    await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
    await page.context().clearCookies();
    await joinSandboxClient(page.context(), sandboxClient, baseURL!);
    await useLayout(page, devtools, 'phone');
    problems.length = 0;
    await use(page);
  },
});

/**
 * Switches the open page to a layout, as a window resized to it: the page lays itself out again (its
 * root size, docs/product.md, Layout) without loading again. Playwright is told the size, which its screenshots clip to; DevTools
 * sets what Playwright fixes per context (a phone's viewport and touch, the pixel ratio).
 */
async function useLayout(page: Page, devtools: CDPSession, profile: Profile): Promise<void> {
  const { width, height, mobile, touch, scale } = PROFILES[profile];
  await page.setViewportSize({ width, height });
  await devtools.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: scale, mobile });
  await devtools.send('Emulation.setTouchEmulationEnabled', { enabled: touch });
}

/** Until the page has finished its work, as long as the machine's load makes that take. */
const settled = (activity: ReturnType<typeof watchActivity>) => activity.settled({ timeout: settleTimeout(thisMachine()) });

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
  await settled(loading);
  // The page is there, with its data or its error: no loading state.
  await expect(page.locator('main.page, .status-page').first()).toBeVisible();
  await expect(page.locator('.source-state--loading')).toHaveCount(0);
  if (state.steps.length > 0) {
    const stepping = watchActivity(page);
    for (const step of state.steps) await perform(page, step);
    await settled(stepping);
    // A step may have scrolled the page: the whole-page capture draws fixed bars where the viewport is.
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  // A toast leaves on a timer: its time is skipped, and the capture waits until it has gone (looked for
  // every frame: an assertion's retries would look after 100, 250 and 500 ms).
  if (await page.locator('.arco-toast').count() > 0) {
    const leaving = watchActivity(page);
    await page.clock.fastForward(10_000);
    await page.waitForFunction(() => !document.querySelector('.arco-toast'), undefined, { timeout: 10_000 });
    await settled(leaving);
  }
}

/**
 * The phone's capture is of the whole page: the pictures further down that load lazily, when scrolled to,
 * load now and are in before the capture (the capture itself would start them, and catch some half-drawn).
 */
async function loadLazyPictures(page: Page): Promise<void> {
  const loading = watchActivity(page);
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((image) => { (image as HTMLImageElement).loading = 'eager'; }));
  await settled(loading);
}

/**
 * A layout's picture: on the phone the whole page, through Playwright; on a larger layout its first screen,
 * through DevTools, which draws it at the pixel ratio set there (Playwright's own screenshot would draw one
 * pixel per CSS px of the context it made), with no caret and no endless animation (a spinner), as
 * Playwright's would.
 */
async function capture(page: Page, devtools: CDPSession, profile: Profile): Promise<Buffer> {
  if (profile === 'phone') return page.screenshot({ fullPage: true, ...SCREENSHOT });
  await page.evaluate(() => {
    const still = document.createElement('style');
    still.textContent = '* { caret-color: transparent !important; }';
    document.head.append(still);
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().iterations === Infinity) animation.cancel();
      else animation.finish();
    }
  });
  const { width, height } = PROFILES[profile];
  const { data } = await devtools.send('Page.captureScreenshot', { format: 'png', clip: { x: 0, y: 0, width, height, scale: 1 } });
  return Buffer.from(data, 'base64');
}

/**
 * The picture against the committed one, pixel for pixel first: decoding both is enough when nothing changed.
 * Then Playwright's comparison decides, with its tolerance and the before / after / diff images of the report;
 * an update writes the picture as it is stored (pictures.ts), and only where it changed beyond the tolerance.
 */
async function matchScreenshot(info: TestInfo, shot: Buffer, name: string[]): Promise<void> {
  const committed = info.snapshotPath(...name);
  if (existsSync(committed) && await samePixels(shot, readFileSync(committed))) return;
  const picture = await toWebp(shot, info.config.updateSnapshots === 'none' ? 'report' : 'stored');
  expect.soft(picture, 'the screenshot').toMatchSnapshot(name, { maxDiffPixels: MAX_DIFF_PIXELS });
}

/** axe's findings attached for the report and the summary; a serious or critical one fails the state. */
async function audit(page: Page, state: SnapshotCase, info: TestInfo): Promise<void> {
  const violations = await auditPage(page, { file: state.page });
  await info.attach('accessibility', { body: JSON.stringify(violations, null, 2), contentType: 'application/json' });
  expect.soft(formatViolations(seriousViolations(violations)), 'serious or critical accessibility violations').toBe('');
}

/** The page's wrapping as the layout or view `at` shows it, each failure listed in the summary. */
async function checkWrapping(page: Page, info: TestInfo, at: string): Promise<void> {
  // A Chinese title, label, heading or step name wraps as a Chinese app's does: a character alone on a
  // line fails the state.
  const orphans = (await page.evaluate(findOrphans)).map((o) => `${o.text} → ${o.line}`);
  if (orphans.length > 0) info.annotations.push({ type: 'lone characters', description: `${at}: ${orphans.join('；')}` });
  expect.soft(orphans, `a character alone on a line of a title, label or step (${at})`).toEqual([]);
  // A phone number, policy number or amount reads whole: never 400-820- / 9555.
  const broken = (await page.evaluate(findBrokenNumbers, KEPT_WHOLE)).map((b) => `${b.number} in ${b.text}`);
  if (broken.length > 0) info.annotations.push({ type: 'broken numbers', description: `${at}: ${broken.join('；')}` });
  expect.soft(broken, `a number broken across two lines (${at})`).toEqual([]);
}

/** True when the checks `run` makes fail: their soft failures are the test's newest errors. */
async function failing(info: TestInfo, run: () => Promise<void>): Promise<boolean> {
  const before = info.errors.length;
  await run();
  return info.errors.length > before;
}

for (const state of cases) {
  test(`${state.id} · ${state.description}`, async ({ statePage: page, worker, request }, info) => {
    info.annotations.push({ type: 'page', description: state.page }, { type: 'case', description: state.id }, { type: 'profiles', description: state.profiles.join(' ') });
    // Its layouts are captured one after another, each written in turn with --update: its time grows with them.
    info.setTimeout(stateTimeout(state.profiles.length, info.config.updateSnapshots !== 'none', thisMachine()));
    const names = (profile: Profile) => snapshotFiles(state, profile);
    const missing = state.profiles.filter((profile) => [info.snapshotPath(...names(profile).aria), info.snapshotPath(...names(profile).picture)].some((file) => !existsSync(file)));
    if (missing.length > 0 && info.config.updateSnapshots === 'none') {
      for (const profile of missing) info.annotations.push({ type: 'missing', description: profile });
      throw new Error(`${state.page} has no snapshot for "${state.name}" at ${missing.join(', ')}: run npm run snapshot -- --update ${state.id}`);
    }

    // Each state has a sandbox world of its own (the fixture): its faults reach no other state.
    for (const fault of state.faults) await injectFault(request, fault);
    const token = state.login === false ? undefined : await loginToken(request, state.login === true ? undefined : state.login);
    await open(page, state, token);
    // Another build's not-found page, or an error nobody asked for, is never compared or accepted.
    const unasked = unaskedState(state, await page.evaluate(READ_SHOWN_STATE) as ShownState);
    if (unasked) {
      info.annotations.push({ type: 'refused', description: unasked });
      throw new Error(`${state.page}: "${state.id}" at ${state.profiles.join(', ')} is neither compared nor accepted: ${unasked}`);
    }

    // A template left unfilled reads as code to the customer: no visible text may hold {{ or }}.
    const body = await page.locator('body').innerText();
    expect.soft(body.split('\n').filter((line) => /\{\{|\}\}/.test(line)), 'visible text with an unfilled template ({{ … }})').toEqual([]);
    // Layouts in their order (docs/product.md, Layout): the phone's first, the layout the state opened in.
    for (const profile of (Object.keys(PROFILES) as Profile[]).filter((layout) => state.profiles.includes(layout))) {
      if (profile === 'phone') await loadLazyPictures(page);
      else {
        const resizing = watchActivity(page);
        await useLayout(page, worker.devtools, profile);
        await settled(resizing);
      }
      await checkWrapping(page, info, profile);
      const differs = await failing(info, async () => {
        // Compared as exact text: toMatchAriaSnapshot would write numbers as patterns, and miss a changed amount.
        expect.soft(await page.locator('body').ariaSnapshot(), `the accessibility tree (roles, names, text) at ${profile}`).toMatchSnapshot(names(profile).aria);
        // The phone shows the whole page; the larger layouts their first screen (their pages are scaled up several times).
        await matchScreenshot(info, await capture(page, worker.devtools, profile), names(profile).picture);
      });
      if (differs) info.annotations.push({ type: 'differs', description: profile });
      // Audited once per state, at the phone layout: the markup is the same at every layout, and the phone's
      // small targets and text are where it fails first.
      if (profile === 'phone' && state.audited) await audit(page, state, info);
    }

    // Elderly mode and 200 % zoom, on each page's first state with something to type into or an amount: the
    // same wrapping, and no field too narrow to type in or cutting its value off.
    if (state.name === 'default' && state.profiles.includes('phone') && await page.evaluate(hasFormOrAmount)) {
      for (const view of ENLARGED) {
        const resizing = watchActivity(page);
        await showEnlarged(page, worker.devtools, view);
        await settled(resizing);
        info.annotations.push({ type: 'views', description: view });
        await checkWrapping(page, info, view);
        const cramped = await page.evaluate(findCrampedFields);
        if (cramped.length > 0) info.annotations.push({ type: 'cramped fields', description: `${view}: ${cramped.join('；')}` });
        expect.soft(cramped, `a field too narrow to type in, or cutting its value off (${view})`).toEqual([]);
      }
    }

    // A state opens and lays itself out without an uncaught error or a CSP violation, and, unless it fails a
    // service on purpose (the browser logs each failed request), without a console error.
    const problems = worker.problems.filter((problem) => state.faults.length === 0 || !problem.startsWith('console: '));
    if (problems.length > 0) info.annotations.push({ type: 'problems', description: problems.join('；') });
    expect.soft(problems, 'uncaught errors, console errors and CSP violations').toEqual([]);
  });
}
