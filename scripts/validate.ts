// npm run validate: checks the service catalogue, the widgets' descriptions, the console palette's names, the campaign activities, the business forms, every page definition, fragment and snapshot cases file under pages-config/ and
// exits non-zero on any error; warnings are printed and do not fail the run.
import { defaultContext, readActivityFile, readCasesFiles, readExpandedPages, readPageFiles } from './lib/page-files';
import { snapshotCases } from './lib/snapshot-cases';
import { validatePages } from '../runtime/config/validate-pages';
import { formatProblem, isError } from '../runtime/config/problems';
import { loadCatalogue } from './lib/catalogue';
import { widgetSchemaBlanks } from './lib/widget-blanks';
import { paletteProblems } from './lib/palette-problems';
import { formFileProblems } from './lib/form-file-problems';

const files = readPageFiles();
const catalogue = loadCatalogue();
const context = await defaultContext();
const cases = snapshotCases(readExpandedPages(), readCasesFiles(), new Set(catalogue.catalogue.endpoints.keys()));
const problems = [...catalogue.problems, ...widgetSchemaBlanks(), ...paletteProblems(), ...readActivityFile().problems, ...formFileProblems(), ...validatePages(files, { ...context, allPages: true }), ...cases.problems];
const errors = problems.filter(isError);
const warnings = problems.filter((problem) => !isError(problem));
for (const problem of warnings) console.warn(formatProblem(problem));
for (const problem of errors) console.error(formatProblem(problem));
if (errors.length > 0) {
  console.error(`\n${errors.length} error(s) in ${new Set(errors.map((p) => p.file)).size} file(s)${warnings.length ? `, ${warnings.length} warning(s)` : ''}.`);
  process.exit(1);
}
const warned = warnings.length ? ` (${warnings.length} warning(s) above)` : '';
console.log(`validate: ${catalogue.catalogue.endpoints.size} service endpoints and ${files.length} page definitions (${context.fragments?.length ?? 0} fragments, ${cases.cases.length} snapshot cases) OK${warned}`);
