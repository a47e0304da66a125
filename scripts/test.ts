// npm test: every check of the project, in waves (scripts/lib/check-waves.ts). The checks of the first wave
// run side by side where a core would otherwise idle (the type check uses one core, a build less than two);
// the timed ones, whose tests wait on clocks and frames (unit tests, snapshots, browser tests), each have
// the machine to themselves.
import { join, resolve } from 'node:path';
import { MARK, runWaves, secondsSince, stopRunningChecks, type Check } from './lib/check-waves';

const npm = (script: string, ...args: string[]) => ['npm', 'run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])];
/** Serves npm test's one sandbox build (scripts/lib/sandbox-build.ts) instead of building its own. */
const PREBUILT = { PREBUILT_SANDBOX: '1' };

const WAVES: Check[][] = [
  [
    { name: 'browser', command: npm('browser') },
    { name: 'typecheck', command: npm('typecheck') },
    { name: 'validate', command: npm('validate') },
    { name: 'lint', command: npm('lint') },
    { name: 'build', command: npm('build') },
    { name: 'sandbox build', command: npm('build:sandbox') },
    // The operations console, which the browser tests' sandbox server serves at /official-studio/.
    { name: 'console build', command: npm('build:console') },
    // The publishing service's store once more on a real PostgreSQL server, where one is given (.ci/run starts one).
    ...(process.env.STUDIO_TEST_POSTGRES_URL ? [{ name: 'studio on pg', command: npm('test:studio-pg') }] : []),
  ],
  [
    { name: 'unit tests', command: npm('test:unit'), needs: 'browser' },
    // It weighs what a route fetches, not how long that takes: it may share the machine.
    { name: 'bundle budgets', command: npm('report:bundle', '--budgeted'), needs: 'sandbox build', env: PREBUILT },
  ],
  [{ name: 'snapshots', command: npm('snapshot'), needs: 'sandbox build', env: PREBUILT }],
  [{ name: 'browser tests', command: npm('test:e2e'), needs: ['sandbox build', 'console build'], env: PREBUILT }],
];

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopRunningChecks();
    process.exit(130);
  });
}

const root = resolve(import.meta.dirname, '..');
const started = Date.now();
const results = await runWaves(WAVES, { cwd: root, logs: join(root, 'node_modules/.cache/npm-test'), print: (text) => process.stdout.write(text) });
console.log(`npm test: ${secondsSince(started)} s`);
for (const { name, outcome, seconds, why } of results) {
  console.log(`  ${MARK[outcome]} ${name.padEnd(15)} ${outcome.padEnd(8)} ${String(seconds).padStart(4)} s${why ? `  (${why})` : ''}`);
}
const failed = results.filter(({ outcome }) => outcome !== 'passed');
if (failed.length > 0) {
  console.log(`npm test: failed: ${failed.map(({ name }) => name).join(', ')}`);
  process.exit(1);
}
