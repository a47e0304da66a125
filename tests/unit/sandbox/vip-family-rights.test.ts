// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signedInSandbox } from './harness';

const live = signedInSandbox();
const get = (path: string) => live.sandbox.request('GET', `/official-api/face/rest/${path}`, { headers: live.auth });

describe('family-shared VIP rights', () => {
  it('count exactly the rights the member may use and share with family, not a fixed 17', async () => {
    const rights = (await get('vip-equity/rights')).json.data as Array<{ name: string; available: boolean; familyShared: boolean }>;
    const shared = rights.filter((r) => r.available && r.familyShared).map((r) => r.name);
    expect(shared).toEqual(['在线问诊', '齿科护理', '专属客服', '保单年检']);
    expect((await get('vip-equity')).json.data.familyEquityCount).toBe(shared.length);
  });

  it('shrink with the level: a silver member shares only the rights silver unlocks', async () => {
    const rights = (await get('vip-equity/rights?levelCode=1')).json.data as Array<{ name: string; available: boolean; familyShared: boolean }>;
    expect(rights.filter((r) => r.available && r.familyShared).map((r) => r.name)).toEqual(['在线问诊', '保单年检']);
  });
});
