// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateTypes } from '../../../scripts/lib/generate-types';
import { projectRoot } from '../../../scripts/lib/page-files';
import { portalExtensions } from '../../../runtime/app/extensions';
import { describeExtensions } from '../../../runtime/config/extension-descriptions';

describe('generated types', () => {
  it('match the schemas (run `npm run gen:types` after changing a schema)', async () => {
    for (const { file, content } of await generateTypes((await describeExtensions(portalExtensions())).widgets)) {
      expect(readFileSync(join(projectRoot, file), 'utf8'), `${file} is stale: run npm run gen:types`).toBe(content);
    }
  }, 30_000);
});
