// A campaign's leads are taken by the core system, so an activity staff register is handed to its back
// office (the sandbox's, here) before it counts as registered: one the core system refuses, or cannot be
// reached for, is not registered at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreBackOffice, type CoreHandover } from '../../../../studio/server/activities/core-handover';
import { listActivities } from '../../../../studio/server/activities/activity-store';
import type { Database } from '../../../../studio/server/database/database';
import { administration } from '../../../../studio/server/service/administration';
import { startSandbox } from '../../sandbox/harness';
import { addStaff, closeTestDatabase, DATABASE_START_TIMEOUT, openTestDatabase } from '../studio-fixture';

const TOKEN = 'handover-test-token';
let db: Database;
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
beforeAll(async () => {
  process.env.CORE_BACK_OFFICE_TOKEN = TOKEN;
  [db, sandbox] = await Promise.all([openTestDatabase(), startSandbox()]);
}, DATABASE_START_TIMEOUT);
afterAll(async () => {
  delete process.env.CORE_BACK_OFFICE_TOKEN;
  await Promise.all([closeTestDatabase(db), sandbox.close()]);
});

const now = () => new Date('2026-11-24T02:00:00Z');
const activity = (code: string) => ({ code, name: '冬日关爱季', startsAt: '2026-11-20T00:00:00Z', endsAt: '2027-01-31T00:00:00Z', pagePath: '/act/winter-care' });
const lead = (activityCode: string) => sandbox.request('POST', '/official-api/face/rest/activity/lead', {
  body: { activityCode, name: '王小明', phone: '13912345678', verifyCode: '123456', consent: true, pageCode: 'ACT_WINTER_CARE' },
});
const codes = async () => (await listActivities(db)).map((registered) => registered.code);

describe('registering an activity', () => {
  it('hands it to the core system, whose lead service then takes the campaign\'s leads', async () => {
    const editor = await addStaff(db, 'handover-editor', ['editor']);
    const staff = administration(db, now, coreBackOffice({ activitiesUrl: `${sandbox.origin}/official-api/back-office/campaign-activities`, token: TOKEN }));
    await staff.registerActivity(editor, activity('ACT_HANDED_OVER'));
    expect(await codes()).toContain('ACT_HANDED_OVER');
    expect((await lead('ACT_HANDED_OVER')).json.data).toMatchObject({ activityName: '冬日关爱季' });
  });

  it('registers nothing the core system refuses or cannot be reached for, and says which', async () => {
    const editor = await addStaff(db, 'handover-editor-2', ['editor']);
    const wrongToken = administration(db, now, coreBackOffice({ activitiesUrl: `${sandbox.origin}/official-api/back-office/campaign-activities`, token: 'guess' }));
    await expect(wrongToken.registerActivity(editor, activity('ACT_REFUSED'))).rejects.toMatchObject({ status: 502, message: '核心系统未能登记活动 ACT_REFUSED：后台访问令牌无效' });
    const unreachable = administration(db, now, coreBackOffice({ activitiesUrl: 'http://127.0.0.1:9/official-api/back-office/campaign-activities', token: TOKEN }));
    await expect(unreachable.registerActivity(editor, activity('ACT_UNREACHED'))).rejects.toMatchObject({ status: 502, message: '核心系统暂时无法连接，活动 ACT_UNREACHED 未能登记，请稍后再试' });
    expect(await codes()).not.toContain('ACT_REFUSED');
    expect(await codes()).not.toContain('ACT_UNREACHED');
  });

  it('hands over what was registered, with the dates and page staff gave', async () => {
    const handed: unknown[] = [];
    const recording: CoreHandover = { handOver: async (registered) => { handed.push(registered); } };
    const editor = await addStaff(db, 'handover-editor-3', ['editor']);
    await administration(db, now, recording).registerActivity(editor, activity('ACT_RECORDED'));
    expect(handed).toMatchObject([{ code: 'ACT_RECORDED', startsAt: '2026-11-20T00:00:00.000Z', endsAt: '2027-01-31T00:00:00.000Z', pagePath: '/act/winter-care' }]);
  });
});
