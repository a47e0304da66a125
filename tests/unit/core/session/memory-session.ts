import { createSession, type Session } from '../../../../runtime/core/session';
import { blankAccount } from '../../../../runtime/app/account/account-session';
import { memoryStorage } from '../state/memory-storage';

/** The portal's session kept in memory: for tests that need a session but not the browser's storage. */
export const memorySession = (storage = memoryStorage()): Session => createSession(storage, blankAccount);
