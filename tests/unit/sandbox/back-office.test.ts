// @vitest-environment node
// The core system's back office takes the campaign activities the publishing service hands over; the lead
// service then takes that campaign's leads, and refuses them once it has ended.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from './harness';

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
const TOKEN = 'back-office-test-token';
beforeAll(async () => {
  sandbox = await startSandbox({ backOfficeToken: TOKEN });
});
afterAll(() => sandbox.close());

const handOver = (code: string, body: unknown, token = TOKEN) => sandbox.request('PUT', `/official-api/back-office/campaign-activities/${code}`, { body, headers: { Authorization: `Bearer ${token}` } });
const lead = (activityCode: string, phone = '13912345678') => sandbox.request('POST', '/official-api/face/rest/activity/lead', {
  body: { activityCode, name: '王小明', phone, verifyCode: '123456', consent: true, pageCode: 'ACT_WINTER_CARE' },
});
const winter = { name: '冬日关爱季', startsAt: '2026-11-01T00:00:00+08:00', endsAt: '2027-01-31T00:00:00+08:00', pagePath: '/act/winter-care' };

describe('the back office', () => {
  it('takes an activity handed over with its token, whose campaign then takes leads and leads back to its page', async () => {
    expect((await lead('ACT_WINTER_CARE')).json.message).toBe('活动不存在');
    expect((await handOver('ACT_WINTER_CARE', winter)).json).toMatchObject({ code: '000000', data: { code: 'ACT_WINTER_CARE', name: '冬日关爱季' } });
    const taken = (await lead('ACT_WINTER_CARE')).json.data;
    expect(taken).toMatchObject({ activityName: '冬日关爱季' });
    const result = await sandbox.request('GET', `/official-api/face/rest/activity/lead?leadNo=${taken.leadNo}&resultToken=${taken.resultToken}`);
    expect(result.json.data).toMatchObject({ activityName: '冬日关爱季', activityPage: '/act/winter-care' });
  });

  it('refuses leads for a handed-over activity that has ended', async () => {
    await handOver('ACT_AUTUMN_CARE', { ...winter, name: '秋季关爱月', startsAt: '2026-09-01T00:00:00+08:00', endsAt: '2026-10-31T00:00:00+08:00' });
    expect((await lead('ACT_AUTUMN_CARE', '13912340001')).json.message).toBe('秋季关爱月已结束，感谢关注');
  });

  it('refuses leads for a handed-over activity that has not started yet, saying when it starts', async () => {
    await handOver('ACT_SPRING_CARE', { ...winter, name: '春季关爱月', startsAt: '2027-03-01T00:00:00+08:00', endsAt: '2027-03-31T00:00:00+08:00' });
    expect((await lead('ACT_SPRING_CARE', '13912340002')).json.message).toBe('春季关爱月将于 2027年03月01日开始，届时欢迎预约');
  });

  it('refuses a hand-over without the token, or with a body it cannot take', async () => {
    expect((await handOver('ACT_NOT_OURS', winter, 'guess')).status).toBe(401);
    expect((await lead('ACT_NOT_OURS')).json.message).toBe('活动不存在');
    expect((await handOver('ACT_BAD_DATES', { ...winter, endsAt: winter.startsAt })).json.message).toBe('活动结束时间须晚于开始时间');
    expect((await sandbox.request('POST', '/official-api/back-office/campaign-activities/ACT_WINTER_CARE', { body: winter, headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(405);
  });
});
