// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInSandbox } from './harness';

// The demo customer 李明轩: a man born 1986-05-18, with 王丽 (M001) as his spouse, 李建国 (M002) his
// father and 李小雨 (M003, born 2016) his child.
const live = signedInSandbox();
const MEMBERS = '/official-api/customer-center/family/member/extend';

beforeEach(async () => {
  await live.sandbox.request('POST', '/official-api/__sandbox/clock', { body: { at: '2026-11-24T10:00:00+08:00' } });
});

let serial = 0;
/** Adds a family member with a passport (no ID number to encode the birthday). */
const add = (relation: string, sex: '1' | '2', birthday: string) =>
  live.sandbox.request('POST', MEMBERS, { headers: live.auth, body: { name: '测试成员', relation, sex, birthday, certType: '02', certNo: `E${String(++serial).padStart(8, '0')}` } });
const update = (memberId: string, body: Record<string, unknown>) => live.sandbox.request('PUT', MEMBERS, { headers: live.auth, body: { memberId, ...body } });
const remove = (memberId: string) => live.sandbox.request('DELETE', `${MEMBERS}?memberId=${memberId}`, { headers: live.auth });
const members = async () =>
  (await live.sandbox.request('POST', `${MEMBERS}/list`, { headers: live.auth, body: { includeSelf: false } })).json.data as Array<{ memberId: string; relation: string; name: string }>;

const refused = (message: string) => ({ code: 'A0400', message });
const OK = '000000';

describe('family members: one spouse', () => {
  it('refuses a second spouse, on add and on a change of relation, and leaves the family as it was', async () => {
    expect((await add('01', '2', '1990-01-15')).json).toMatchObject(refused('您已添加配偶，每位客户只能添加一位配偶'));
    expect((await update('M003', { relation: '01' })).json).toMatchObject(refused('您已添加配偶，每位客户只能添加一位配偶'));
    expect((await members()).map((m) => `${m.memberId} ${m.relation}`)).toEqual(['M001 01', 'M002 03', 'M003 02']);
  });

  it('lets the spouse be changed as the spouse, and another member become the spouse once there is none', async () => {
    expect((await update('M001', { name: '王莉', relation: '01' })).json.data).toMatchObject({ name: '王莉', relation: '01' });
    expect((await update('M001', { relation: '99' })).json.code).toBe(OK);
    expect((await add('01', '2', '1990-01-15')).json.data).toMatchObject({ relation: '01', relationName: '配偶' });
  });
});

describe('family members: a spouse has reached the legal marriage age', () => {
  beforeEach(async () => {
    expect((await remove('M001')).json.code).toBe(OK);
  });

  it('refuses an 8-year-old spouse', async () => {
    expect((await add('01', '2', '2018-03-01')).json).toMatchObject(refused('配偶须已达法定婚龄（女方年满 20 周岁）'));
  });

  it('takes a woman from her 20th birthday and a man from his 22nd', async () => {
    expect((await add('01', '2', '2006-11-25')).json).toMatchObject(refused('配偶须已达法定婚龄（女方年满 20 周岁）'));
    expect((await add('01', '1', '2004-11-25')).json).toMatchObject(refused('配偶须已达法定婚龄（男方年满 22 周岁）'));
    expect((await add('01', '1', '2004-11-24')).json.data).toMatchObject({ relation: '01', age: 22 });
  });

  it('judges a change of relation by the member\'s own sex and birthday', async () => {
    expect((await update('M003', { relation: '01' })).json).toMatchObject(refused('配偶须已达法定婚龄（女方年满 20 周岁）'));
    expect((await add('01', '2', '2006-11-24')).json.data).toMatchObject({ relation: '01', age: 20 });
  });
});

describe('family members: a child is younger and a parent older than the customer', () => {
  it('refuses a child born before the customer or on the same day', async () => {
    expect((await add('02', '1', '1980-02-01')).json).toMatchObject(refused('子女的年龄应小于您的年龄'));
    expect((await add('02', '1', '1986-05-18')).json).toMatchObject(refused('子女的年龄应小于您的年龄'));
    expect((await update('M002', { relation: '02' })).json).toMatchObject(refused('子女的年龄应小于您的年龄'));
    expect((await add('02', '1', '1986-05-19')).json.code).toBe(OK);
  });

  it('refuses a parent born after the customer or on the same day', async () => {
    expect((await add('03', '2', '1990-01-15')).json).toMatchObject(refused('父母的年龄应大于您的年龄'));
    expect((await add('03', '2', '1986-05-18')).json).toMatchObject(refused('父母的年龄应大于您的年龄'));
    expect((await update('M003', { relation: '03' })).json).toMatchObject(refused('父母的年龄应大于您的年龄'));
    expect((await add('03', '2', '1960-09-02')).json.code).toBe(OK);
  });

  it('puts no age on other relatives', async () => {
    expect((await add('99', '1', '2020-01-01')).json.code).toBe(OK);
    expect((await update('M002', { relation: '99' })).json.code).toBe(OK);
  });
});

describe('family members: replacing the one registered under the same certificate', () => {
  const father = { name: '李建民', sex: '1', birthday: '1958-03-15', certType: '01', certNo: '31010119580315241X' };
  const replace = (body: Record<string, unknown>) => live.sandbox.request('POST', MEMBERS, { headers: live.auth, body: { ...father, replaceMemberId: 'M002', ...body } });

  it('keeps the old member when the new details break a rule: nothing is deleted first', async () => {
    expect((await replace({ relation: '01' })).json).toMatchObject(refused('您已添加配偶，每位客户只能添加一位配偶'));
    expect((await members()).map((m) => `${m.memberId} ${m.name}`)).toEqual(['M001 王丽', 'M002 李建国', 'M003 李小雨']);
  });

  it('replaces the member in one step, and only one registered under the same certificate', async () => {
    expect((await replace({ relation: '03', replaceMemberId: 'M003' })).json).toMatchObject(refused('只能替换证件号码相同的家庭成员'));
    const replaced = await replace({ relation: '03' });
    expect(replaced.json.code).toBe(OK);
    expect((await members()).map((m) => m.name)).toEqual(['王丽', '李小雨', '李建民']);
  });
});
