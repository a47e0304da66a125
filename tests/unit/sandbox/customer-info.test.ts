// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signedInSandbox } from './harness';

const live = signedInSandbox();
const update = (body: Record<string, unknown>) => live.sandbox.request('POST', '/official-api/face/rest/user/updateCustomerInfo', { headers: live.auth, body });

describe('customer info', () => {
  it('refuses an email another customer uses, naming the field and why', async () => {
    const refused = await update({ email: 'Xiaoyan.Zhang@example.com' });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ message: '请求参数错误', errors: [{ field: 'email', message: '该邮箱已被其他客户使用，请更换邮箱' }] });
    const saved = await update({ email: 'mingxuan.li@hongtai-life.cn' });
    expect(saved.json.data.email).toBe('mingxuan.li@hongtai-life.cn');
  });
});
