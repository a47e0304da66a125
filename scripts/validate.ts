// npm run validate: checks the service catalogue and every page definition under pages-config/ and
// exits non-zero on any problem.
import { defaultContext, readPageFiles } from './lib/page-files';
import { validatePages } from './lib/validate-pages';
import { formatProblem } from './lib/problems';
import { loadCatalogue } from './lib/catalogue';

const files = readPageFiles();
const catalogue = loadCatalogue();
const problems = [...catalogue.problems, ...validatePages(files, await defaultContext())];
for (const problem of problems) console.error(formatProblem(problem));
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s) in ${new Set(problems.map((p) => p.file)).size} file(s).`);
  process.exit(1);
}
console.log(`validate: ${catalogue.catalogue.endpoints.size} service endpoints and ${files.length} page definitions OK`);
