// @vitest-environment node
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');

/** A run as scripts/snapshot.ts makes one: a server's shell that started a process of its own, in a group. */
const RUN = `
import { startGroup, stopGroupsOnInterrupt } from './scripts/lib/snapshot-processes.ts';
stopGroupsOnInterrupt();
const server = startGroup('sleep 60 & sleep 60', [], { shell: true, stdio: 'ignore' });
console.log(server.child.pid);
setInterval(() => undefined, 1_000);
`;

/** Whether a process of the group still runs (an ended one the container has not reaped yet does not). */
const alive = (group: number) => execFileSync('ps', ['-eo', 'pgid=,stat='], { encoding: 'utf8' }).split('\n')
  .map((line) => line.trim().split(/\s+/))
  .some(([pgid, stat]) => Number(pgid) === group && !stat.startsWith('Z'));

describe('an interrupted snapshot run', () => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    it(`leaves none of the processes it started behind on ${signal}`, async () => {
      const run = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', RUN], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
      const [printed] = await once(run.stdout!, 'data') as [Buffer];
      const group = Number(printed.toString().trim());
      expect(alive(group), 'the server and what it started run meanwhile').toBe(true);
      run.kill(signal);
      const [code] = await once(run, 'exit') as [number | null];
      expect(code).toBe(signal === 'SIGINT' ? 130 : 143);
      expect(alive(group), 'the server and what it started are gone').toBe(false);
    }, 20_000);
  }
});
