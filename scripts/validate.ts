// npm run validate: checks every page definition under pages-config/ and exits non-zero on any problem.
import { defaultContext, readPageFiles } from './lib/page-files';
import { validatePages } from './lib/validate-pages';
import { formatProblem } from './lib/problems';

const files = readPageFiles();
const problems = validatePages(files, defaultContext());
for (const problem of problems) console.error(formatProblem(problem));
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s) in ${new Set(problems.map((p) => p.file)).size} file(s).`);
  process.exit(1);
}
console.log(`validate: ${files.length} page definitions OK`);
