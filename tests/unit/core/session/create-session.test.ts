import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../../runtime/core/session';
import { memoryStorage } from '../state/memory-storage';
import { memorySession } from './memory-session';

const stored = (storage: ReturnType<typeof memoryStorage>, key: string) => JSON.parse(storage.areas.localStorage.get(key) ?? 'null');

describe('createSession', () => {
  it('restores the stored user and settings from the storage it is given', () => {
    const storage = memoryStorage();
    storage.writeJson(STORAGE_KEYS.user, { visitorId: 'v-1', remoteClientBase64: 'rc', accessToken: 'tok-1', userId: 'U1' });
    storage.writeJson(STORAGE_KEYS.visitorMode, false);
    storage.writeJson(STORAGE_KEYS.customerId, 'C1', 'sessionStorage');
    const session = memorySession(storage);
    expect(session.store.user).toEqual({ visitorId: 'v-1', remoteClientBase64: 'rc', accessToken: 'tok-1', userId: 'U1' });
    expect(session.store.loggedIn).toBe(true);
    expect(session.accessToken()).toBe('tok-1');
    expect(session.store.visitorMode).toBe(false);
    expect(session.store.customerId).toBe('C1');
  });

  it('writes a change back to its storage at once', () => {
    const storage = memoryStorage();
    const session = memorySession(storage);
    session.setElderlyMode(true);
    session.enterAgentMode('agent-1', { code: 'A1' });
    expect(stored(storage, STORAGE_KEYS.elderlyMode)).toBe(true);
    expect(stored(storage, STORAGE_KEYS.user)).toMatchObject({ agentToken: 'agent-1', agent: { code: 'A1' } });
    expect(memorySession(storage).store.user.agent).toEqual({ code: 'A1' });
  });

  it('assigns a visitor id once: a session made again from the same storage keeps it', () => {
    const storage = memoryStorage();
    const { visitorId } = memorySession(storage).store.user;
    expect(visitorId).toMatch(/^[0-9a-f]{32}$/);
    expect(stored(storage, STORAGE_KEYS.user).visitorId).toBe(visitorId);
    expect(memorySession(storage).store.user.visitorId).toBe(visitorId);
    expect(memorySession(memoryStorage()).store.user.visitorId).not.toBe(visitorId);
  });

  it('touches only the storage it is given', () => {
    localStorage.clear();
    sessionStorage.clear();
    const storage = memoryStorage();
    const session = memorySession(storage);
    session.setAccessToken('tok-2');
    session.end();
    expect(storage.counts.reads).toBeGreaterThan(0);
    expect(storage.counts.writes).toBeGreaterThan(0);
    expect([localStorage.length, sessionStorage.length]).toEqual([0, 0]);
  });
});
