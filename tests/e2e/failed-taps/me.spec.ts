import { expect } from '../support/test';
import { openSignedIn } from '../support/customer';
import { type Tap, buttonNamed, testFailedTaps } from '../support/failed-tap';

// The personal centre's taps: profile, bank cards, beans. Each tap fails twice and then succeeds (support/failed-tap.ts).

const taps: Tap[] = [
  {
    name: '保存修改 (contact details)',
    service: 'face.updateCustomerInfo',
    prepare: async (page, request) => {
      await openSignedIn(page, request, '/me/info/edit');
      await page.getByLabel('电子邮箱').fill('mingxuan.li@hongtai-life.cn');
    },
    button: buttonNamed('保存修改'),
    kept: (page) => expect(page.getByLabel('电子邮箱')).toHaveValue('mingxuan.li@hongtai-life.cn'),
    succeeded: (page) => expect(page.getByText('保存成功')).toBeVisible(),
  },
  {
    name: '删除 (bank card)',
    service: 'customerCenter.bankAccountDelete',
    prepare: (page, request) => openSignedIn(page, request, '/me/bank-card/detail/BA002'),
    // The page's own 删除, not the dialog's.
    button: (page) => page.getByRole('main').getByRole('button', { name: '删除', exact: true }),
    afterTap: (page) => page.locator('.arco-dialog-footer').getByText('删除', { exact: true }).click(),
    kept: (page) => expect(page.getByText('中国建设银行').first()).toBeVisible(),
    succeeded: (page) => expect(page.getByText('银行卡已删除')).toBeVisible(),
  },
  {
    name: '签到 (beans)',
    service: 'face.beanSignIn',
    prepare: (page, request) => openSignedIn(page, request, '/hqbean/index'),
    button: buttonNamed('签到'),
    kept: (page) => expect(page.getByText('2,680').first()).toBeVisible(),
    succeeded: (page) => expect(page.getByText('签到成功 +50 鸿泰豆')).toBeVisible(),
  },
];

testFailedTaps(taps);
