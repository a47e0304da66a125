// npm run snapshot [-- [--update] [pattern…]]: every page state of the snapshot cases, captured at each
// layout profile and compared with the committed snapshots (tests/snapshots/). `--update` rewrites the
// chosen ones; patterns pick states by id ("info/about-us", "news/", "source-failing") or page file;
// `--profile phone` (repeatable) captures at that layout only. It serves the sandbox build on a free port
// (`--port N` on that one, refused when busy), checks the server answers with that build, and leaves no
// server or browser behind when interrupted.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadCatalogue } from './lib/catalogue';
import { projectRoot, readCasesFiles, readExpandedPages } from './lib/page-files';
import { formatProblem } from '../runtime/config/problems';
import { PROFILES, snapshotCases, snapshotFiles, type Profile } from './lib/snapshot-cases';
import { chooseStates } from './lib/snapshot-choice';
import { exitUnlessInterrupted, startGroup, stopGroupsOnInterrupt } from './lib/snapshot-processes';
import { choosePort, SnapshotServerError, startSnapshotServer } from './lib/snapshot-server';

const { values, positionals } = parseArgs({
  options: { update: { type: 'boolean', default: false }, profile: { type: 'string', multiple: true }, port: { type: 'string' } },
  allowPositionals: true,
});

const { cases, problems } = snapshotCases(readExpandedPages(), readCasesFiles(), new Set(loadCatalogue().catalogue.endpoints.keys()));
if (problems.length > 0) {
  for (const problem of problems) console.error(formatProblem(problem));
  process.exit(1);
}
const layouts = values.profile ?? Object.keys(PROFILES);
const unknown = layouts.filter((profile) => !(profile in PROFILES));
if (unknown.length > 0) {
  console.error(`snapshot: no layout ${unknown.map((p) => `"${p}"`).join(', ')} (the layouts are ${Object.keys(PROFILES).join(', ')})`);
  process.exit(1);
}
const { states: chosen, why } = chooseStates(cases, positionals, layouts as Profile[]);
if (why) {
  console.error(`snapshot: nothing to capture: ${why}`);
  process.exit(1);
}
const port = values.port === undefined ? undefined : Number(values.port);
if (port !== undefined && !Number.isInteger(port)) {
  console.error(`snapshot: --port ${values.port} is not a port number`);
  process.exit(1);
}

// Outside test-results/, which every Playwright run empties.
const casesFile = join(mkdtempSync(join(tmpdir(), 'official-snapshot-')), 'cases.json');
writeFileSync(casesFile, JSON.stringify(chosen, null, 2));

stopGroupsOnInterrupt();
const server = await choosePort(port).then((chosenPort) => startSnapshotServer(projectRoot, chosenPort)).catch((error: unknown) => {
  if (!(error instanceof SnapshotServerError)) throw error;
  console.error(`snapshot: ${error.message}`);
  return process.exit(1);
});
const args = [
  'playwright', 'test', '-c', 'tests/snapshots/playwright.config.ts',
  ...(values.update ? ['--update-snapshots=changed'] : []),
];
const run = startGroup('npx', args, { cwd: projectRoot, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, SNAPSHOT_CASES: casesFile, SNAPSHOT_SERVER: server.origin } });
const status = await run.exited;
await server.stop();
exitUnlessInterrupted(() => Math.max(status ?? 1, positionals.length === 0 ? leftovers() : 0));

/** Snapshot files of states or layouts no longer captured: removed by --update, else named (a full run only). */
function leftovers(): number {
  const kept = new Set(cases.flatMap((state) => state.profiles.flatMap((profile) => {
    const { picture, aria } = snapshotFiles(state, profile);
    return [picture.join('/'), aria.join('/')];
  })));
  const dir = join(projectRoot, 'tests/snapshots');
  const stale = Object.keys(PROFILES).flatMap((profile) => (existsSync(join(dir, profile)) ? readdirSync(join(dir, profile)).map((file) => `${profile}/${file}`) : []))
    .filter((file) => !kept.has(file));
  if (stale.length === 0) return 0;
  if (values.update) {
    for (const file of stale) rmSync(join(dir, file));
    console.log(`snapshot: removed ${stale.length} snapshot file(s) no state captures any more`);
    return 0;
  }
  console.error(`snapshot: ${stale.length} snapshot file(s) no state captures any more (run npm run snapshot -- --update to remove them):\n${stale.map((file) => `  tests/snapshots/${file}`).join('\n')}`);
  return 1;
}
