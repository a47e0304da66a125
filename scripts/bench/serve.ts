import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prebuiltSandbox, SANDBOX_BUILD_DIR } from '../lib/sandbox-build';
import { portalUrl } from '../../runtime/platform/base-path';

export interface SandboxBuild {
  /** The build's output folder: what the browser fetches, file for file. */
  dist: string;
  origin: string;
  /** An app path ("/about-us") as a full address. */
  url(path: string): string;
  stop(): void;
}

/** A loopback port free now: the system's choice, or the first free one of BENCH_PORTS ("4500-4599") when set. */
export async function freePort(): Promise<number> {
  const [first, last] = (process.env.BENCH_PORTS ?? '0-0').split('-').map(Number);
  for (let port = first; port <= last; port++) {
    const free = await new Promise<number | undefined>((resolve) => {
      const server = createServer().once('error', () => resolve(undefined)).listen(port, '127.0.0.1', () => {
        const { port: bound } = server.address() as { port: number };
        server.close(() => resolve(bound));
      });
    });
    if (free !== undefined) return free;
  }
  throw new Error(`no free port in BENCH_PORTS=${process.env.BENCH_PORTS}`);
}

async function waitForServer(url: string, exited: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (exited()) throw new Error('vite preview exited before it served the app');
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite preview did not answer ${url} within 60 s`);
}

/**
 * Builds the project at `root` in sandbox mode into a temporary folder (or takes the one `npm test` made,
 * scripts/lib/sandbox-build.ts) and serves it with `vite preview --mode sandbox` (the embedded backend
 * included) on a free port.
 */
export async function serveSandboxBuild(root: string): Promise<SandboxBuild> {
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const prebuilt = prebuiltSandbox();
  const dist = prebuilt ? join(root, SANDBOX_BUILD_DIR) : mkdtempSync(join(tmpdir(), 'official-build-'));
  const removeDist = () => { if (!prebuilt) rmSync(dist, { recursive: true, force: true }); };
  if (!prebuilt) {
    const build = spawnSync(process.execPath, [vite, 'build', '--mode', 'sandbox', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) {
      removeDist();
      throw new Error(`vite build --mode sandbox failed in ${root}`);
    }
  }
  const port = await freePort();
  const preview = spawn(process.execPath, [vite, 'preview', '--mode', 'sandbox', '--outDir', dist, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = () => {
    preview.kill();
    removeDist();
  };
  process.once('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(1));
  const origin = `http://127.0.0.1:${port}`;
  const url = (path: string) => `${origin}${portalUrl(path)}`;
  try {
    await waitForServer(url('/'), () => preview.exitCode !== null);
  } catch (error) {
    stop();
    throw error;
  }
  return { dist, origin, url, stop };
}
