// npm run report:config: how much of the page configs is program rather than description (issue 30),
// counted over pages-config/pages and pages-config/fragments as written (fragments not expanded): bytes,
// reload actions, fixed positions in lists, long expressions, ternary chains, big pages.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { eachActionStep, eachString } from '../runtime/config/page-checks';
import { expressionShapes, TERNARY_CHAIN } from '../runtime/config/expression-shape';

const root = resolve(import.meta.dirname, '..');
const BIG_PAGE = 10 * 1024;

const jsonFiles = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
  const path = join(dir, entry.name);
  if (entry.isDirectory()) return jsonFiles(path);
  return entry.name.endsWith('.json') && !entry.name.endsWith('.cases.json') ? [path] : [];
});

const files = ['pages-config/pages', 'pages-config/fragments'].flatMap((dir) => jsonFiles(join(root, dir)));
const figures = { files: files.length, bytes: 0, reloads: 0, literalIndexes: 0, over200: 0, over120: 0, ternaryChains: 0, bigPages: [] as string[] };
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  figures.bytes += Buffer.byteLength(text);
  if (Buffer.byteLength(text) > BIG_PAGE && file.includes('/pages/')) figures.bigPages.push(relative(root, file));
  const config = JSON.parse(text);
  eachActionStep(config, '', (step) => { if (step.action === 'reload') figures.reloads += 1; });
  eachString(config, '', (value) => {
    for (const shape of expressionShapes(value)) {
      figures.literalIndexes += shape.literalIndexes.length;
      if (shape.text.length > 200) figures.over200 += 1;
      if (shape.text.length > 120) figures.over120 += 1;
      if (shape.ternaries >= TERNARY_CHAIN) figures.ternaryChains += 1;
    }
  });
}

console.log(`page configs: ${figures.files} files (pages and fragments), ${(figures.bytes / 1024).toFixed(1)} KB`);
console.log(`reload actions                        ${figures.reloads}`);
console.log(`fixed positions in lists (data.x[0])  ${figures.literalIndexes}`);
console.log(`expressions over 200 characters       ${figures.over200}`);
console.log(`expressions over 120 characters       ${figures.over120}`);
console.log(`expressions with ${TERNARY_CHAIN}+ ternaries         ${figures.ternaryChains}`);
console.log(`pages over 10 KB                      ${figures.bigPages.length}${figures.bigPages.length ? `: ${figures.bigPages.join(', ')}` : ''}`);
