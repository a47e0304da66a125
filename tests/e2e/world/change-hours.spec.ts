import { expect, test } from '../support/test';
import { acknowledgeFraudReminder } from '../support/fraud-reminder';
import { loginToken, setSandboxTime } from '../support/sandbox';
import { open, passFaceCheck, typeSmsCode } from '../support/customer';

// The preservation hub's warning and the change's result tell the same story: out of the change hours a change
// is accepted, and it takes effect when the next working day's hours open.
test('a contact change confirmed on a weekday evening is accepted and takes effect the next working morning', async ({ page, request }) => {
  const token = await loginToken(request);
  await setSandboxTime(request, '2026-11-24T21:30:00+08:00');
  await open(page, '/policy-business/preservation-list', token);
  await expect(page.getByText('当前为非办理时间，您确认的变更将于2026年11月25日生效（办理时间 工作日 08:30-20:00）')).toBeVisible();

  await page.getByRole('button', { name: /手机号、电子邮箱、联系地址/ }).click();
  await page.getByRole('button', { name: '变更联系方式' }).click();
  await page.getByRole('textbox', { name: '新电子邮箱' }).fill('li.new@example.com');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/am\/validate\/self\?businessNo=BQ/);
  await typeSmsCode(page);
  await passFaceCheck(page);
  await page.getByRole('button', { name: '确认提交' }).click();
  await acknowledgeFraudReminder(page);
  await expect(page.getByRole('heading', { name: '已受理，将于2026年11月25日生效' })).toBeVisible();
  await expect(page.getByText('办理成功')).toHaveCount(0);

  await page.getByRole('button', { name: '查看办理进度' }).click();
  await expect(page.getByText('已受理，待生效').first()).toBeVisible();

  await setSandboxTime(request, '2026-11-25T09:00:00+08:00');
  await page.reload();
  await expect(page.getByText('办理成功').first()).toBeVisible();
  await expect(page.getByText('已受理，待生效')).toHaveCount(0);
  await open(page, '/policy-business/am/list/policy', token);
  await expect(page.getByText('li.new@example.com').first()).toBeVisible();
});
