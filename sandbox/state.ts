import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SandboxState } from './model';
import { seedState } from './seed';

const STATE_FILE = join(import.meta.dirname, '.state/state.json');

/**
 * The sandbox's in-memory state. With persistence on (SANDBOX_PERSIST=1) it starts from
 * sandbox/.state/state.json when present and writes the file back after every change.
 */
export class StateStore {
  current: SandboxState;

  constructor(private readonly persist = process.env.SANDBOX_PERSIST === '1', private readonly file = STATE_FILE) {
    this.current = persist && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SandboxState) : seedState();
  }

  reset(): void {
    this.current = seedState();
    this.save();
  }

  /** A deep copy, to compare or to roll back to. */
  snapshot(): SandboxState {
    return structuredClone(this.current);
  }

  restore(snapshot: SandboxState): void {
    this.current = snapshot;
  }

  save(): void {
    if (!this.persist) return;
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileSync(this.file, JSON.stringify(this.current));
  }

  /** Counts per collection, for GET /official-api/__sandbox/state. */
  summary(): Record<string, number> {
    return Object.fromEntries(Object.entries(this.current).map(([key, value]) => [key, Array.isArray(value) ? value.length : value && typeof value === 'object' ? Object.keys(value).length : Number(value)]));
  }
}
