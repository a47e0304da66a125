// npm run gen:schemas: writes the page schema editors complete and check pages with
// (schemas/generated/page.schema.json, which every page's `$schema` names).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { portalExtensions } from '../runtime/app/extensions';
import { generateSchemas } from './lib/editor-schema';
import { describeExtensions } from '../runtime/config/extension-descriptions';
import { projectRoot } from './lib/page-files';

for (const { file, content } of generateSchemas(await describeExtensions(portalExtensions()))) {
  mkdirSync(dirname(join(projectRoot, file)), { recursive: true });
  writeFileSync(join(projectRoot, file), content);
  console.log(`gen:schemas: wrote ${file}`);
}
