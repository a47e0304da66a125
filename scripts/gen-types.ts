// npm run gen:types: writes TypeScript types for page definitions and widget props from their schemas.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { generateTypes } from './lib/generate-types';
import { projectRoot } from './lib/page-files';
import { portalExtensions } from '../runtime/app/extensions';
import { describeExtensions } from '../runtime/config/extension-descriptions';

for (const { file, content } of await generateTypes((await describeExtensions(portalExtensions())).widgets)) {
  mkdirSync(dirname(join(projectRoot, file)), { recursive: true });
  writeFileSync(join(projectRoot, file), content);
  console.log(`gen:types: wrote ${file}`);
}
