import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openSignedIn } from './support/customer';

const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F30) NetType/WIFI Language/zh_CN';

/** A fake WeixinJSBridge: the real JS-SDK talks to it, and the test reads what was asked of WeChat. */
async function installFakeBridge(page: Page) {
  await page.addInitScript(() => {
    const calls: Array<{ name: string; args: Record<string, unknown> }> = [];
    (window as unknown as { __wxCalls: typeof calls }).__wxCalls = calls;
    (window as unknown as { WeixinJSBridge: object }).WeixinJSBridge = {
      invoke(name: string, args: Record<string, unknown>, callback?: (result: { err_msg: string }) => void) {
        calls.push({ name, args });
        callback?.({ err_msg: `${name}:ok` });
      },
      on() {},
      call() {},
    };
  });
}

/** A WeixinJSBridge that takes every call and never answers one. */
async function installSilentBridge(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { WeixinJSBridge: object }).WeixinJSBridge = { invoke() {}, on() {}, call() {} };
  });
}

const wxCalls = (page: Page) => page.evaluate(() => (window as unknown as { __wxCalls: Array<{ name: string; args: Record<string, unknown> }> }).__wxCalls);

test.describe('inside WeChat', () => {
  test.use({ userAgent: WECHAT_UA });

  test('a share-enabled page shows the share menu and sets its share card', async ({ page }) => {
    await installFakeBridge(page);
    await page.goto('/official/about-us');
    await expect.poll(async () => (await wxCalls(page)).map((c) => c.name)).toContain('updateAppMessageShareData');
    const calls = await wxCalls(page);
    expect(calls[0].name).toBe('preVerifyJSAPI');
    expect(calls.find((c) => c.name === 'showMenuItems')?.args.menuList).toContain('menuItem:share:appMessage');
    const card = calls.find((c) => c.name === 'updateAppMessageShareData')!.args;
    expect(card.title).toBeTruthy();
    expect(String(card.imgUrl)).toMatch(/^http/);
  });

  test('a personal page shares its campaign, never itself: a lead\'s result page sends the campaign\'s card', async ({ page }) => {
    await installFakeBridge(page);
    await page.goto('/official/act-service-result?leadNo=LD20261120001');
    await expect.poll(async () => (await wxCalls(page)).map((c) => c.name)).toContain('updateAppMessageShareData');
    const calls = await wxCalls(page);
    for (const name of ['updateAppMessageShareData', 'updateTimelineShareData']) {
      const card = calls.find((c) => c.name === name)!.args;
      expect(new URL(String(card.link)).pathname).toBe('/official/act-service');
      expect(String(card.link)).not.toContain('leadNo');
    }
  });

  test('a share the bridge never answers stops waiting after a few seconds and copies the link instead, said once', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await installSilentBridge(page);
    await openSignedIn(page, request, '/act-service-result?leadNo=LD20261120001');
    const share = page.getByRole('button', { name: '分享活动给好友' });
    await share.click();
    const toasts = page.locator('.arco-toast').getByRole('status');
    await expect(toasts).toHaveText(['已复制链接，可粘贴发送给好友']);
    await expect(share).not.toHaveClass(/loading/);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe('/official/act-service');
    await expect(page.getByText('请点击右上角“···”，将活动分享给好友')).toHaveCount(0);
  });

  test('other pages hide the share and browser menu items', async ({ page }) => {
    await installFakeBridge(page);
    await page.goto('/official/dev/widgets');
    await expect.poll(async () => (await wxCalls(page)).map((c) => c.name)).toContain('hideMenuItems');
    const hidden = (await wxCalls(page)).find((c) => c.name === 'hideMenuItems')!.args.menuList as string[];
    expect(hidden).toEqual(expect.arrayContaining([
      'menuItem:share:appMessage', 'menuItem:share:timeline', 'menuItem:share:qq', 'menuItem:share:weiboApp',
      'menuItem:share:QZone', 'menuItem:favorite', 'menuItem:openWithSafari', 'menuItem:copyUrl',
    ]));
    expect((await wxCalls(page)).some((c) => c.name === 'updateAppMessageShareData')).toBe(false);
  });
});

test('outside WeChat nothing is configured and only a log line says why', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await installFakeBridge(page);
  await page.goto('/official/about-us');
  await expect.poll(() => logs.some((line) => line.includes('非微信环境'))).toBe(true);
  expect(await wxCalls(page)).toEqual([]);
  await expect(page.getByText('非微信环境')).toHaveCount(0);
});
