import { expect } from '../support/test';
import { fillLeadForm } from '../support/lead-form';
import { type Tap, buttonNamed, testFailedTaps } from '../support/failed-tap';

// Campaign pages: the lead form. Each tap fails twice and then succeeds (support/failed-tap.ts).

const taps: Tap[] = [
  {
    name: '提交预约 (campaign lead)',
    service: 'face.leadSubmit',
    inline: true,
    prepare: async (page) => {
      await page.goto('/official/act-service?cpsCode=CPS2026');
      await fillLeadForm(page, '王小明', '13912345678');
    },
    button: buttonNamed('立即预约'),
    kept: async (page) => {
      await expect(page.getByLabel('姓名')).toHaveValue('王小明');
      await expect(page.getByLabel('手机号')).toHaveValue('13912345678');
    },
    succeeded: (page) => expect(page).toHaveURL(/\/act-service-result\?leadNo=LD\d+/),
  },
];

testFailedTaps(taps);
