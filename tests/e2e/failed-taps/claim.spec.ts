import { expect } from '../support/test';
import { openSignedIn } from '../support/customer';
import { type Tap, buttonNamed, testFailedTaps } from '../support/failed-tap';

// Claims: from the first step to the submitted claim. Each tap fails twice and then succeeds (support/failed-tap.ts).

const taps: Tap[] = [
  {
    name: '提交理赔申请',
    service: 'face.claimFinish',
    prepare: (page, request) => openSignedIn(page, request, '/claim/apply/upload?stagingId=ST002'),
    button: buttonNamed('提交理赔申请'),
    afterTap: (page) => page.getByRole('alertdialog', { name: '确认提交' }).getByRole('button', { name: '提交' }).click(),
    kept: (page) => expect(page.getByRole('button', { name: '查看医疗费用发票第1张' })).toBeVisible(),
    succeeded: (page) => expect(page.getByRole('heading', { name: '理赔申请已提交' })).toBeVisible(),
  },
];

testFailedTaps(taps);
