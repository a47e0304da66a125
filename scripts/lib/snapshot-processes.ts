import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { constants } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A command run in a process group of its own: stopping it stops everything it started too (the shell's
 * server, Playwright's workers), which a signal to the command alone would leave running.
 */
export interface ProcessGroup {
  child: ChildProcess;
  /** Its exit code once it has exited (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Asks the group to end (`signal`, SIGTERM unless told), and kills what is left after `graceMs`. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

const running = new Set<ProcessGroup>();
/** The signal that interrupted this process, once one has. */
let interrupted: NodeJS.Signals | undefined;

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // The group has ended already.
  }
}

export function startGroup(command: string, args: readonly string[], options: SpawnOptions): ProcessGroup {
  const child = spawn(command, args, { ...options, detached: true });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const group: ProcessGroup = {
    child,
    exited,
    async stop(signal = 'SIGTERM', graceMs = 5_000) {
      signalGroup(child, signal);
      await Promise.race([exited, sleep(graceMs)]);
      // A member may outlive the leader (a browser closing): the group is gone once this returns.
      signalGroup(child, 'SIGKILL');
      running.delete(group);
    },
  };
  running.add(group);
  return group;
}

/** The groups still running, the last started first: Playwright ends before the server it captures from. */
async function stopAll(): Promise<void> {
  for (const group of [...running].reverse()) await group.stop('SIGINT');
}

/**
 * On SIGINT or SIGTERM (Ctrl-C, a CI job cancelled), every group still running is stopped before this
 * process exits, with the signal's exit code: Playwright gets SIGINT, as Ctrl-C would give it, to close its
 * browsers itself.
 */
export function stopGroupsOnInterrupt(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // Handled each time: Ctrl-C reaches this process twice (from the terminal, and relayed by npm and tsx).
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = signal;
      void stopAll().then(() => process.exit(128 + constants.signals[signal]));
    });
  }
}

/**
 * Ends this process with the code `finish` returns, unless an interrupt is ending it (then with the signal's
 * code, once its groups are stopped, and without finishing).
 */
export function exitUnlessInterrupted(finish: () => number): void {
  if (!interrupted) process.exit(finish());
}
