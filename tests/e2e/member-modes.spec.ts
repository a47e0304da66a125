import { expect, test } from './support/test';
import { loginToken } from './support/sandbox';
import { open } from './support/customer';

// The elderly-mode personal centre and agent-authorised mode, as the demo customer at phone size.

test('the personal centre switches to elderly mode, larger and plainer, and back', async ({ page, request }) => {
  await open(page, '/me/info', await loginToken(request));
  const standardRow = await page.getByRole('button', { name: /银行卡/ }).boundingBox();
  await page.getByRole('button', { name: /长辈模式/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: '长辈版个人中心' })).toBeAttached();
  await expect(page.getByText('您好，李明轩')).toBeVisible();
  await expect(page.getByText(/您投保的 3 份保单正在保障中/)).toBeVisible();
  const elderlyRow = await page.getByRole('button', { name: /银行卡/ }).boundingBox();
  expect(elderlyRow!.height).toBeGreaterThan(standardRow!.height * 1.15);
  await expect(page.getByRole('button', { name: '拨打客服电话' })).toBeVisible();

  await page.getByRole('button', { name: /生存认证/ }).click();
  await expect(page).toHaveURL(/\/policy-business\/survival-status-verify$/);
  await page.goBack();
  await page.getByRole('button', { name: '切换到标准版' }).click();
  await expect(page).toHaveURL(/\/me\/info$/);
  await expect(page.getByRole('button', { name: /长辈模式/ })).toBeVisible();
});

test('an agent invitation starts agent-authorised mode, shown on the member home until the customer exits it', async ({ page, request }) => {
  const token = await loginToken(request);
  await open(page, '/jump-agent?token=agt-7f3a9c&agentCode=A310086&agentName=张伟', token);
  await expect(page.getByText('顾问张伟邀请您进入顾问协助模式')).toBeVisible();
  await expect(page.getByText('顾问看不到')).toBeVisible();
  await page.getByRole('button', { name: '同意并进入' }).click();

  await expect(page).toHaveURL(/\/exclusive-home$/);
  await expect(page.getByText('顾问协助中')).toBeVisible();
  await expect(page.getByText(/顾问张伟（工号 A310086）正在协助您/)).toBeVisible();
  const agentCall = page.waitForRequest((req) => req.url().includes('/app/exclusive/exit/toShort'));
  await page.getByRole('button', { name: '退出顾问协助' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '退出' }).click();
  expect((await agentCall).headers()['x-agent-authorization']).toBe('Bearer agt-7f3a9c');
  await expect(page.getByText('已退出顾问协助模式')).toBeVisible();
  await expect(page.getByText('顾问协助中')).toBeHidden();
});

test('an incomplete agent link says so and starts nothing', async ({ page, request }) => {
  await open(page, '/jump-agent?agentCode=A310086', await loginToken(request));
  await expect(page.getByText('顾问邀请链接无效')).toBeVisible();
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/share-home$/);
});

test('in elderly mode the signature pad inks where the finger writes', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('official:elderlyMode', 'true'));
  await open(page, '/claim/apply/appoint?stagingId=ST001', await loginToken(request));
  const pad = page.getByRole('img', { name: /委托人签名区域/ });
  await pad.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = (await pad.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.8, y, { steps: 10 });
  await page.mouse.up();
  // The ink under the finger's path, at the middle of the stroke, and none a quarter of the pad below it.
  const inkAt = (fx: number, fy: number) => pad.evaluate((element, [px, py]) => {
    const canvas = element.querySelector('canvas') ?? (element as HTMLCanvasElement);
    const rect = canvas.getBoundingClientRect();
    const x = Math.round((px - rect.left) * (canvas.width / rect.width));
    const yy = Math.round((py - rect.top) * (canvas.height / rect.height));
    return canvas.getContext('2d')!.getImageData(x - 2, yy - 2, 5, 5).data.some((value, index) => index % 4 === 3 && value > 0);
  }, [fx, fy]);
  expect(await inkAt(box.x + box.width / 2, y)).toBe(true);
  expect(await inkAt(box.x + box.width / 2, y + box.height / 4)).toBe(false);
});
