// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { now, today } from '../../../sandbox/format';

afterEach(() => { delete process.env.SANDBOX_NOW; });

describe('the sandbox clock', () => {
  it('is pinned by SANDBOX_NOW, in Shanghai time, so test runs do not depend on the time of day', () => {
    process.env.SANDBOX_NOW = '2026-11-24T02:00:00Z';
    expect(now()).toBe('2026-11-24 10:00:00');
    expect(today()).toBe('2026-11-24');
  });

  it('runs on the real time otherwise', () => {
    expect(Math.abs(Date.parse(`${now().replace(' ', 'T')}+08:00`) - Date.now())).toBeLessThan(5000);
  });
});
