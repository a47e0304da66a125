// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { portalExtensions } from '../../../runtime/app/extensions';
import { describeExtensions } from '../../../runtime/config/extension-descriptions';
import { generateDocs, generatedSection, spliceGenerated } from '../../../scripts/lib/generate-docs';
import { projectRoot } from '../../../scripts/lib/page-files';

const read = (file: string) => readFileSync(join(projectRoot, file), 'utf8');

describe('generated docs', () => {
  it('match the extension catalogue (run `npm run gen:docs` after changing it)', async () => {
    for (const { file, content } of generateDocs(await describeExtensions(portalExtensions()), read)) {
      expect(read(file), `${file} is stale: run npm run gen:docs`).toBe(content);
    }
  }, 30_000);

  it('replace only the generated part of a document, and say where markers are missing', () => {
    const doc = (content: string) => `# 组件\n\n${generatedSection('widgets', content)}\n\n## Adding a widget\n`;
    expect(spliceGenerated(doc('| old |'), 'widgets', '| new |')).toBe(doc('| new |'));
    expect(() => spliceGenerated('# 组件\n', 'widgets', '| new |')).toThrow('no "widgets" markers');
  });
});
