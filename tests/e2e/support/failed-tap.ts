import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { injectFault, SMS_CODE } from './sandbox';

// Every tap that submits, confirms, saves, pays, deletes, sends or uploads, failing as a customer meets it:
// the connection drops mid-answer, or the server answers 500 (taps take turns, so each spec meets both; the
// wording of every failure is composed and checked in tests/unit/http/failure-wording.test.ts). The button
// stops spinning, one message says what happened and what was typed is still there; the next tap goes through.

/** A write an action makes whose answer is lost is asked after: the drop came before the work, nothing was done. */
const NOT_SUBMITTED = '提交未成功，您填写的内容已保留，请重试';
const NETWORK = '网络连接失败，请检查网络后重试';
const SERVER = '抱歉，服务端异常，正在抢修中，请您稍后重试';
/** Services a widget calls itself (an upload, a read by OCR, a face check): no action's write, a lost answer is the network's failure. */
const WIDGET_CALLS = new Set(['face.uploadImage', 'face.ocrIdCard', 'face.livingBodyRecognition']);

export interface Tap {
  name: string;
  /** The service the tap calls, failed twice. */
  service: string;
  /** Opens the page and types what a customer would, up to the tap. */
  prepare(page: Page, request: APIRequestContext): Promise<void>;
  /** The button tapped. */
  button(page: Page): Locator;
  /** What follows the tap before the call (a confirm dialog, the fraud reminder); attempt counts from 1. */
  afterTap?(page: Page, attempt: number): Promise<void>;
  /** What the customer typed, still on screen after the failure. */
  kept(page: Page): Promise<void>;
  /** Where the successful tap leads. */
  succeeded(page: Page): Promise<void>;
  /** The page shows the failure itself, beside what failed, instead of a toast. */
  inline?: boolean;
}

export const failures = [
  { name: 'a dropped connection', fault: { drop: true }, message: NOT_SUBMITTED },
  { name: 'a 500', fault: { status: 500 }, message: SERVER },
] as const;

export const smsCodeKept = (page: Page) => expect(page.getByRole('textbox', { name: '验证码', exact: true })).toHaveValue(SMS_CODE);
/** Taps a choice of the confirm dialog that follows a tap (the one named `dialog`, when several may show). */
export const confirmIn = (button: string, dialog?: string) => (page: Page) =>
  (dialog ? page.getByRole('alertdialog', { name: dialog }) : page.getByRole('alertdialog')).getByRole('button', { name: button, exact: true }).click();
export const buttonNamed = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true });

/** One test per tap: a failure (a dropped connection or a 500, taps taking turns), told once with the input kept; then success. */
export function testFailedTaps(taps: Tap[]): void {
  // Some taps end a flow of several pages (a face check, an SMS code): each walk takes a while.
  test.describe.configure({ timeout: 90_000 });

  for (const [index, tap] of taps.entries()) {
    const failure = failures[index % failures.length];
    test(`${tap.name}: ${failure.name} is told once, the input is kept, and the next tap succeeds`, async ({ page, request }) => {
      await tap.prepare(page, request);
      const target = tap.button(page);
      let attempt = 0;
      await test.step(failure.name, async () => {
        await injectFault(request, { service: tap.service, times: 1, ...failure.fault });
        await target.click();
        await tap.afterTap?.(page, ++attempt);

        const message = 'drop' in failure.fault && WIDGET_CALLS.has(tap.service) ? NETWORK : failure.message;
        const told = tap.inline ? page.getByText(message) : page.getByRole('status').filter({ hasText: message });
        await expect(told).toHaveCount(1);
        await expect(told).toBeVisible();
        await expect(target).toBeEnabled();
        await expect(target).not.toHaveClass(/loading/);
        await tap.kept(page);
      });

      await target.click();
      await tap.afterTap?.(page, ++attempt);
      await tap.succeeded(page);
    });
  }
}
