import { expect, test } from './support/test';
import { loginToken } from './support/sandbox';

// The reinstatement addresses carry the insured's name (docs/product.md, Routes): it must not leave the page in a Referer.

test('the insured\'s name in a reinstatement address is in no Referer the page sends', async ({ page, request }) => {
  const name = '李明轩';
  const referers: string[] = [];
  page.on('request', (sent) => {
    const referer = sent.headers().referer;
    if (referer) referers.push(referer);
  });
  await page.goto(`/official/policy-business/preservation-list?t=${await loginToken(request)}`);
  await page.getByRole('button', { name: /补缴保费后恢复效力/ }).click();
  await page.getByRole('button', { name: /鸿泰守护定期寿险/ }).click();
  await page.getByRole('checkbox', { name: '我已阅读并理解复效须知' }).click();
  await page.getByRole('button', { name: '下一步：确认信息' }).click();
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(new RegExp(`/re/health-inform/BQ\\d+/C100001/${encodeURIComponent(name)}$`));
  await expect(page.getByText(`健康告知须由被保险人${name}本人完成`)).toBeVisible();

  // Analytics name the page by runtime/router/manifest.ts shareablePath (tests/unit/router/manifest.test.ts).
  expect(referers.length).toBeGreaterThan(0);
  for (const referer of referers) expect(referer).not.toContain(encodeURIComponent(name));
});

test('a new phone number the code is sent to travels in the request body, never in an address', async ({ page, request }) => {
  const phone = '13912345678';
  const addresses: string[] = [];
  page.on('request', (sent) => addresses.push(sent.url(), sent.headers().referer ?? ''));
  await page.goto(`/official/policy-business/am/apply?mode=individual&t=${await loginToken(request)}`);
  await page.getByRole('textbox', { name: '新手机号' }).fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送至 *******5678')).toBeVisible();

  expect(addresses.some((address) => address.includes('/rest/captcha'))).toBe(true);
  for (const address of addresses) expect(address).not.toContain(phone);
});
