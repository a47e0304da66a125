// npm run snapshot [-- [--update] [pattern…]]: every page state of the snapshot cases, captured at each
// layout profile and compared with the committed snapshots (tests/snapshots/). `--update` rewrites the
// chosen ones; patterns pick states by id ("info/about-us", "news/", "source-failing") or page file;
// `--profile phone` (repeatable) captures at that layout only.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadCatalogue } from './lib/catalogue';
import { projectRoot, readCasesFiles, readExpandedPages } from './lib/page-files';
import { formatProblem } from './lib/problems';
import { snapshotCases } from './lib/snapshot-cases';

const { values, positionals } = parseArgs({ options: { update: { type: 'boolean', default: false }, profile: { type: 'string', multiple: true } }, allowPositionals: true });

const { cases, problems } = snapshotCases(readExpandedPages(), readCasesFiles(), new Set(loadCatalogue().catalogue.endpoints.keys()));
if (problems.length > 0) {
  for (const problem of problems) console.error(formatProblem(problem));
  process.exit(1);
}
const chosen = positionals.length > 0 ? cases.filter((state) => positionals.some((pattern) => state.id.includes(pattern) || state.page.includes(pattern))) : cases;
if (chosen.length === 0) {
  console.error(`snapshot: no state matches ${positionals.map((p) => `"${p}"`).join(' or ')} (states are named like ${cases[0]?.id})`);
  process.exit(1);
}

// Outside test-results/, which every Playwright run empties.
const casesFile = join(mkdtempSync(join(tmpdir(), 'official-snapshot-')), 'cases.json');
writeFileSync(casesFile, JSON.stringify(chosen, null, 2));

const args = [
  'playwright', 'test', '-c', 'tests/snapshots/playwright.config.ts',
  ...(values.update ? ['--update-snapshots=changed'] : []),
  ...(values.profile ?? []).map((profile) => `--project=${profile}`),
];
const run = spawnSync('npx', args, { cwd: projectRoot, stdio: 'inherit', env: { ...process.env, SNAPSHOT_CASES: casesFile } });
process.exit(run.status ?? 1);
