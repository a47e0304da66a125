// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox } from './harness';

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.request('POST', '/official-api/__sandbox/reset'));

const LEADS = '/official-api/face/rest/activity/lead';
const lead = (body: Record<string, unknown>) => sandbox.request('POST', '/official-api/face/rest/activity/lead', {
  body: { activityCode: 'ACT_NEW_PRODUCT_2026', name: '王小明', phone: '13912345678', verifyCode: '123456', consent: true, ...body },
});

describe('campaign leads', () => {
  it('takes a visitor\'s lead once per phone, with the channel it came by, and shows it masked', async () => {
    const first = await lead({ cpsCode: 'CPS2026', pageCode: 'ACT_NEW_PRODUCT' });
    expect(first.json.data).toMatchObject({ activityName: '康宁重疾新品上市' });
    const again = await lead({});
    expect(again.json).toMatchObject({ success: false, message: '您已提交过预约，顾问将在 1 个工作日内与您联系' });
    const { leadNo, resultToken } = first.json.data;
    const result = await sandbox.request('GET', `${LEADS}?leadNo=${leadNo}&resultToken=${resultToken}`);
    expect(result.json.data).toMatchObject({ nameShield: '王**', phoneShield: '*******5678', statusName: '已受理，待顾问联系' });
  });

  it('answers a lead\'s result only to the browser that left it or to the customer who did, never for its number alone', async () => {
    const { leadNo, resultToken } = (await lead({})).json.data;
    expect(resultToken).toMatch(/^[0-9a-f]{32}$/);
    const refused = { success: false, code: 'A0404', message: '预约记录不存在或不属于当前客户' };
    expect((await sandbox.request('GET', `${LEADS}?leadNo=${leadNo}`)).json).toMatchObject(refused);
    expect((await sandbox.request('GET', `${LEADS}?leadNo=${leadNo}&resultToken=${'0'.repeat(32)}`)).json).toMatchObject(refused);
    // Another lead's token opens only that lead.
    const other = (await lead({ phone: '13912340000' })).json.data;
    expect((await sandbox.request('GET', `${LEADS}?leadNo=${leadNo}&resultToken=${other.resultToken}`)).json).toMatchObject(refused);
    // A signed-in customer's lead is theirs, and nobody else's: not a visitor's, not another customer's.
    const mine = { Authorization: `Bearer ${await sandbox.login()}` };
    expect((await sandbox.request('GET', `${LEADS}?leadNo=LD20261120001`, { headers: mine })).json.data).toMatchObject({ nameShield: '李**', phoneShield: '*******8000' });
    expect((await sandbox.request('GET', `${LEADS}?leadNo=LD20261120001`)).json).toMatchObject(refused);
    const stranger = { Authorization: `Bearer ${await sandbox.login('13900000009')}` };
    expect((await sandbox.request('GET', `${LEADS}?leadNo=LD20261120001`, { headers: stranger })).json).toMatchObject(refused);
  });

  it('takes a lead that came by an unknown channel, credited to no channel', async () => {
    expect((await lead({ cpsCode: 'BADCPS', pageCode: 'ACT_NEW_PRODUCT' })).json).toMatchObject({ success: true, data: { activityName: '康宁重疾新品上市' } });
    await lead({ phone: '13912340000', cpsCode: 'CPS-WX-01' });
    const leads = sandbox.sandbox.clients.default.store.current.leads.slice(-2);
    expect(leads.map((l) => l.cpsCode)).toEqual([null, 'CPS-WX-01']);
  });

  it('refuses a wrong SMS code, missing consent and an ended campaign', async () => {
    expect((await lead({ verifyCode: '000000' })).json.message).toBe('验证码错误或已失效');
    expect((await lead({ consent: false })).json.message).toBe('请求参数错误');
    expect((await lead({ activityCode: 'ACT2025SPRING' })).json.message).toBe('2025 春季健康节已结束，感谢关注');
  });
});

describe('products', () => {
  it('lists the products on sale by category and gives one product\'s covers', async () => {
    const illness = (await sandbox.request('GET', '/official-api/face/rest/product/list?category=illness')).json.data;
    expect(illness.map((p: { productName: string }) => p.productName)).toEqual(['鸿泰康宁重大疾病保险']);
    const detail = (await sandbox.request('GET', '/official-api/face/rest/product/detail?productId=HT2601')).json.data;
    expect(detail.covers[0]).toEqual({ name: '重大疾病保险金', amount: '100% 基本保额' });
  });
});
