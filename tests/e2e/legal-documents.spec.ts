import { expect, test } from './support/test';
import { openSignedIn } from './support/customer';

// The agreements a customer consents to are complete documents, with their sections as headings.

const documents = [
  { code: 'PRIVACY_POLICY', title: '鸿泰人寿隐私政策', sections: ['一、我们如何收集和使用您的个人信息', '二、我们如何使用 Cookie 和同类技术', '三、我们如何共享、转让、公开披露您的个人信息', '四、我们如何保存和保护您的个人信息', '五、您的权利', '六、我们如何处理未成年人的个人信息', '七、本政策如何更新', '八、如何联系我们'] },
  { code: 'USER_AGREEMENT', title: '鸿泰人寿用户服务协议', sections: ['一、服务内容', '二、账户注册与使用', '三、您的义务', '四、我们的义务', '五、服务的变更、中断与终止', '六、知识产权', '七、协议的修改', '八、法律适用与争议解决', '九、联系我们'] },
  { code: 'PRIVACY_MARKETING', title: '个性化推荐与营销信息授权', sections: ['一、处理的信息', '二、处理的目的与方式', '三、本人的选择', '撤回授权'] },
  { code: 'PRIVACY_HEALTH', title: '健康信息处理授权', sections: ['一、处理的信息', '二、处理的目的与必要性', '三、安全保护措施', '四、对您个人权益的影响', '撤回授权'] },
];

for (const { code, title, sections } of documents) {
  test(`the full text of ${title} shows every section with its version and effective date`, async ({ page, request }) => {
    await openSignedIn(page, request, `/me/privacy-dynamics?protocolCode=${code}`);
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(page.getByText(/生效日期：\d{4}-\d{2}-\d{2}/)).toBeVisible();
    for (const section of sections) await expect(page.getByRole('heading', { name: section, exact: true })).toBeAttached();
  });
}

test('the user agreement opens in full from the login page', async ({ page }) => {
  await page.goto('/official/login');
  await page.getByRole('button', { name: '《用户服务协议》' }).click();
  const agreement = page.getByRole('dialog', { name: '用户服务协议' });
  await expect(agreement.getByRole('heading', { name: '一、服务内容' })).toBeVisible();
  await expect(agreement.getByRole('heading', { name: '九、联系我们' })).toBeAttached();
});

test('the claim authorisation declaration lists what the customer authorises', async ({ page, request }) => {
  await openSignedIn(page, request, '/claim/apply/upload?stagingId=ST002');
  await page.getByRole('button', { name: '《理赔授权声明》' }).click();
  const declaration = page.getByRole('alertdialog', { name: '理赔授权声明' });
  await expect(declaration.getByText(/一、本人授权鸿泰人寿保险股份有限公司/)).toBeVisible();
  await expect(declaration.getByText(/四、理赔款支付至本人指定的银行账户/)).toBeVisible();
});

test('the entrustment letter names what the agent may do and for how long', async ({ page, request }) => {
  await openSignedIn(page, request, '/claim/apply/appoint?stagingId=ST001');
  await expect(page.getByText(/委托受托人李明轩代为办理下列事项/)).toBeVisible();
  await expect(page.getByText(/四、以受托人名下的银行账户代为领取本次理赔款/)).toBeVisible();
  await expect(page.getByText(/委托期限：自本委托书签署之日起至本次理赔结案之日止/)).toBeVisible();
});
