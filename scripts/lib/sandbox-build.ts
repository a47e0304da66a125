import { TEST_SANDBOX_NOW } from '../../sandbox/test-clock';

// The sandbox build (production code, embedded backend) that the browser stages of `npm test` share:
// `npm run build:sandbox` makes it once, and with PREBUILT_SANDBOX=1 the bundle report, the snapshots
// and the browser tests serve it instead of each building the same app again. Run on their own, each
// still builds what it serves.

/** Where `npm run build:sandbox` writes the build (relative to the project). */
export const SANDBOX_BUILD_DIR = 'node_modules/.cache/sandbox-dist';

/** Where the browser tests build it when they build it themselves. */
export const E2E_BUILD_DIR = 'dist';

/** True when the caller (npm test) has made the sandbox build already. */
export const prebuiltSandbox = (): boolean => process.env.PREBUILT_SANDBOX === '1';

/** The folder a run that would build into `outDir` serves. */
export const servedSandboxDir = (outDir: string): string => (prebuiltSandbox() ? SANDBOX_BUILD_DIR : outDir);

/**
 * The environment of a Playwright webServer: the sandbox's clock pinned (sandbox/test-clock.ts), and files
 * sent as they are (sandbox/vite-plugin.ts): each test's fresh browser fetches every file again, and on
 * loopback compressing them afresh is only CPU taken from the tests. deploy.spec checks the compression
 * customers get, from nginx.
 */
export const sandboxServerEnv = (): Record<string, string> => ({ SANDBOX_NOW: TEST_SANDBOX_NOW, SANDBOX_UNCOMPRESSED: '1' });

/**
 * The shell command of a Playwright webServer: the sandbox build served on `port`, built into `outDir`
 * first unless a prebuilt one is to be served; `withConsole`: the operations console's build too (the
 * preview serves it at /official-studio/, scripts/vite-plugin-studio.ts), which npm test makes beside the
 * sandbox build when it prebuilds.
 */
export function sandboxServerCommand(outDir: string, port: number, { withConsole = false } = {}): string {
  const dir = servedSandboxDir(outDir);
  const preview = `vite preview --mode sandbox --outDir ${dir} --host 127.0.0.1 --port ${port} --strictPort`;
  const builds = [`vite build --mode sandbox --logLevel warn --outDir ${dir} --emptyOutDir`, ...(withConsole ? ['npm run --silent build:console'] : [])];
  return prebuiltSandbox() ? preview : `${builds.join(' && ')} && ${preview}`;
}
