// Runs checks in waves, as npm test does (scripts/test.ts): the checks of a wave side by side, the next wave
// once the last has ended. A check alone in its wave prints as it goes; beside others, its output is kept
// whole and printed when it ends, under its name. A check one of whose needs did not pass is skipped; a
// failure stops nothing else.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';

export interface Check {
  name: string;
  /** The command and its arguments. */
  command: string[];
  /** The checks whose output this one uses: when one did not pass, this one is skipped. */
  needs?: string | readonly string[];
  /** Added to the environment. */
  env?: Record<string, string>;
}

export type Outcome = 'passed' | 'failed' | 'skipped';
export interface Result { name: string; outcome: Outcome; seconds: number; why?: string }

export interface WaveOptions {
  cwd: string;
  /** Where each check's whole output is written as it runs (`tail -f` one to follow it). */
  logs: string;
  /** Where what the checks print goes (the terminal). */
  print: (text: string) => void;
}

export const MARK: Record<Outcome, string> = { passed: '✔', failed: '✘', skipped: '–' };
export const secondsSince = (since: number) => Math.round((Date.now() - since) / 1000);
/** Stops each running check's whole process group: the servers and browsers it started too. */
const stops = new Set<() => void>();

export const stopRunningChecks = (): void => { for (const stop of stops) stop(); };

function runCheck(check: Check, live: boolean, { cwd, logs, print }: WaveOptions): Promise<Result> {
  const since = Date.now();
  const log = join(logs, `${check.name.replaceAll(' ', '-')}.log`);
  const out = createWriteStream(log);
  const [command, ...args] = check.command;
  const child = spawn(command, args, { cwd, env: { ...process.env, ...check.env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  for (const stream of [child.stdout, child.stderr]) {
    // A chunk may end inside a character (the tests' names are Chinese): decoded across chunks, not per chunk.
    const text = new StringDecoder('utf8');
    stream.on('data', (chunk: Buffer) => {
      out.write(chunk);
      if (live) print(text.write(chunk));
    });
  }
  const stop = () => { try { process.kill(-child.pid!, 'SIGTERM'); } catch { /* already gone */ } };
  stops.add(stop);
  print(`▶ ${check.name} (${check.command.join(' ')}; its output: ${log})\n`);
  return new Promise((done) => {
    child.on('close', (code, signal) => {
      stops.delete(stop);
      out.end(() => {
        const outcome: Outcome = code === 0 ? 'passed' : 'failed';
        const seconds = secondsSince(since);
        const output = live ? '' : `\n${readFileSync(log, 'utf8').trimEnd()}`;
        print(`\n${MARK[outcome]} ${check.name}: ${outcome} in ${seconds} s${output}\n\n`);
        done({ name: check.name, outcome, seconds, why: outcome === 'failed' ? `exit ${code ?? signal}` : undefined });
      });
    });
  });
}

/** Every check of every wave, in order; the results in the order the checks were listed. */
export async function runWaves(waves: Check[][], options: WaveOptions): Promise<Result[]> {
  mkdirSync(options.logs, { recursive: true });
  const results = new Map<string, Result>();
  for (const wave of waves) {
    await Promise.all(wave.map(async (check) => {
      const unmet = [check.needs ?? []].flat().filter((need) => (results.get(need)?.outcome ?? 'passed') !== 'passed');
      if (unmet.length > 0) {
        const why = `${unmet.join(', ')} did not pass`;
        options.print(`– ${check.name}: skipped (${why})\n`);
        results.set(check.name, { name: check.name, outcome: 'skipped', seconds: 0, why });
      } else results.set(check.name, await runCheck(check, wave.length === 1, options));
    }));
  }
  return waves.flat().map(({ name }) => results.get(name)!);
}
