import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A loopback port nothing listens on at the moment. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Server {
  child: ChildProcess;
  /** What the process printed so far (for failure messages). */
  output: () => string;
}

/** Starts a server process and resolves once `url` answers at all; gives up after `timeoutMs` or when it exits. */
export async function startServer(command: string, args: string[], url: string, env: Record<string, string> = {}, timeoutMs = 20_000): Promise<Server> {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  child.stdout?.on('data', (chunk) => (printed += chunk));
  child.stderr?.on('data', (chunk) => (printed += chunk));
  const server = { child, output: () => printed };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}: ${printed}`);
    if (await fetch(url, { signal: AbortSignal.timeout(1_000) }).then(() => true, () => false)) return server;
    await sleep(100);
  }
  await stopServer(server);
  throw new Error(`${command} did not answer ${url} within ${timeoutMs} ms: ${printed}`);
}

/** Stops a server started above: SIGTERM, then SIGKILL if it has not exited within five seconds. */
export async function stopServer(server: Server | undefined): Promise<void> {
  const child = server?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  if ((await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)])) === false) child.kill('SIGKILL');
}
