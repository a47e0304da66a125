// npm run gen:docs: writes the catalogue's tables into docs/widgets.md and docs/actions-and-filters.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { portalExtensions } from '../runtime/app/extensions';
import { describeExtensions } from '../runtime/config/extension-descriptions';
import { generateDocs } from './lib/generate-docs';
import { projectRoot } from './lib/page-files';

const read = (file: string) => readFileSync(join(projectRoot, file), 'utf8');
for (const { file, content } of generateDocs(await describeExtensions(portalExtensions()), read)) {
  writeFileSync(join(projectRoot, file), content);
  console.log(`gen:docs: wrote ${file}`);
}
