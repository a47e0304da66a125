import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../tests/e2e/support/servers';
import { portalUrl } from '../../runtime/platform/base-path';
import { sandboxServerCommand, sandboxServerEnv, servedSandboxDir } from './sandbox-build';
import { startGroup } from './snapshot-processes';

/** Where a run that builds the sandbox itself builds it: a folder of its own, as an e2e run beside it builds dist. */
const OWN_BUILD_DIR = 'node_modules/.cache/snapshot-dist';
/** Vite's manifest names every file of a build with its content hash: the same manifest, the same build. */
const MANIFEST = '.vite/manifest.json';
/** Long enough for the sandbox build when the run makes its own, on a busy machine. */
const START_TIMEOUT_MS = 240_000;

/** Why a run cannot capture against a server; its message says it to the person running it. */
export class SnapshotServerError extends Error {}

export interface SnapshotServer {
  /** Where the portal answers: http://127.0.0.1:<port>. */
  origin: string;
  stop(): Promise<void>;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The port the run serves on: the one asked for, refused when something listens on it; else a free one. */
export async function choosePort(asked: number | undefined): Promise<number> {
  if (asked === undefined) return freePort();
  if (!(await portIsFree(asked))) throw new SnapshotServerError(`port ${asked} is busy: another server listens on it (give another --port, or none to take a free one)`);
  return asked;
}

/** Throws unless the server at `origin` serves the build in `dir` (the project's folder relative path). */
export async function checkOwnBuild(origin: string, root: string, dir: string): Promise<void> {
  const served = await fetch(`${origin}${portalUrl(`/${MANIFEST}`)}`).then((response) => (response.ok ? response.text() : undefined), () => undefined);
  if (served !== readFileSync(join(root, dir, MANIFEST), 'utf8')) {
    throw new SnapshotServerError(`the server at ${origin} answered with another build than ${dir} (its ${MANIFEST} differs): nothing was captured`);
  }
}

/**
 * The sandbox build served on `port` for this run alone (built first unless npm test's prebuilt one is
 * served): in a process group of its own, stopped whole; answering, and with this build, before it is used.
 */
export async function startSnapshotServer(root: string, port: number): Promise<SnapshotServer> {
  const dir = servedSandboxDir(OWN_BUILD_DIR);
  const group = startGroup(sandboxServerCommand(dir, port), [], {
    cwd: root,
    shell: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...sandboxServerEnv(), PATH: `${join(root, 'node_modules/.bin')}${delimiter}${process.env.PATH}` },
  });
  let printed = '';
  group.child.stdout!.on('data', (chunk) => (printed += chunk));
  group.child.stderr!.on('data', (chunk) => (printed += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const fail = async (why: string): Promise<never> => {
    await group.stop();
    throw new SnapshotServerError(`${why}\n${printed.trimEnd()}`);
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await fetch(`${origin}${portalUrl('/')}`, { signal: AbortSignal.timeout(1_000) }).then(() => true, () => false))) {
    if (group.child.exitCode !== null) return fail(`the sandbox server for port ${port} stopped before it answered (exit ${group.child.exitCode}):`);
    if (Date.now() > deadline) return fail(`the sandbox server did not answer on port ${port} within ${START_TIMEOUT_MS / 1000} s:`);
    await sleep(200);
  }
  await checkOwnBuild(origin, root, dir).catch((error: Error) => fail(error.message));
  return { origin, stop: () => group.stop() };
}
