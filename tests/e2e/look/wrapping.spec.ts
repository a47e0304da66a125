import { expect, test } from '../support/test';
import { openSignedIn } from '../support/customer';
import { findOrphans } from '../support/orphans';
import { findBrokenNumbers, KEPT_WHOLE } from '../support/broken-numbers';

// Pages where a title, key-value label or step name left one character alone (领取起始年/龄, 选择被保险/人,
// 可办理的/业务), at the narrowest, the usual and the largest phone widths.
const PAGES = ['/policy-business/preservation-list', '/policy-business/gb/list', '/policy-business/change-occupation/list', '/contact-us'];

for (const width of [320, 375, 430]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });

    for (const path of PAGES) {
      test(`${path} leaves no character alone on a line of a title, label or step`, async ({ page, request }) => {
        await openSignedIn(page, request, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('.source-state--loading')).toHaveCount(0);
        expect(await page.evaluate(findOrphans)).toEqual([]);
      });
    }

    // The hotline in a result's next steps and in a legal text had broken as 400-820- / 9555 (the annuity
    // list's note is the test below).
    for (const path of ['/act-general-service-result?leadNo=LD20261120001', '/me/privacy-dynamics?protocolCode=USER_AGREEMENT']) {
      test(`${path.split('?')[0]} breaks no phone number or amount across lines`, async ({ page, request }) => {
        await openSignedIn(page, request, path);
        await expect(page.getByText(/400-820-9555/).first()).toBeVisible();
        await expect(page.locator('.source-state--loading')).toHaveCount(0);
        expect(await page.evaluate(findBrokenNumbers, KEPT_WHOLE)).toEqual([]);
      });
    }

    test('the hotline in a note stays on one line', async ({ page, request }) => {
      await openSignedIn(page, request, '/policy-business/gb/list');
      const hotline = page.getByText('400-820-9555', { exact: true });
      await expect(hotline).toBeVisible();
      expect(await hotline.evaluate((element) => element.getClientRects().length)).toBe(1);
    });
  });
}

test.describe('a key-value label', () => {
  test.use({ viewport: { width: 320, height: 740 }, isMobile: true, hasTouch: true });
  test('of six characters reads on one line beside its value', async ({ page, request }) => {
    await openSignedIn(page, request, '/policy-business/gb/list');
    const label = page.getByRole('term').filter({ hasText: '领取起始年龄' }).first();
    await expect(label).toBeVisible();
    const lineHeight = await label.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect((await label.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  });
});
