// npm run new:widget -- <kebab-name>: writes widgets/<name>/ and its line in widgets/index.ts, then
// regenerates the widget types, docs tables and editor page schema (`npm run gen:types`, `gen:docs`, `gen:schemas`).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createWidget, ScaffoldError } from './lib/scaffold';
import { projectRoot } from './lib/page-files';
import { describeExtensions } from '../runtime/config/extension-descriptions';
import { generateTypes } from './lib/generate-types';
import { generateDocs } from './lib/generate-docs';
import { generateSchemas } from './lib/editor-schema';
import { portalUrl } from '../runtime/platform/base-path';

const [type, ...rest] = process.argv.slice(2);
let written: string[];
try {
  if (!type || rest.length > 0) throw new ScaffoldError('用法：npm run new:widget -- <组件名>（小写短横线形式，如 benefit-card）');
  written = createWidget(type);
} catch (error) {
  if (!(error instanceof ScaffoldError)) throw error;
  console.error(error.message);
  process.exit(1);
}
for (const file of written) console.log(`已写入 ${file}`);

// Imported only now, so that the catalogue includes the widget just registered.
const { portalExtensions } = await import('../runtime/app/extensions');
const extensions = await describeExtensions(portalExtensions());
const write = (file: string, content: string) => {
  mkdirSync(dirname(join(projectRoot, file)), { recursive: true });
  writeFileSync(join(projectRoot, file), content);
  console.log(`已更新 ${file}`);
};
for (const { file, content } of await generateTypes(extensions.widgets)) write(file, content);
for (const { file, content } of generateDocs(extensions, (file) => readFileSync(join(projectRoot, file), 'utf8'))) write(file, content);
for (const { file, content } of generateSchemas(extensions)) write(file, content);

console.log(`
下一步（docs/widgets.md「Adding a widget」）：
  1. 在 widgets/${type}/props.schema.json 中把 description 的【待填写】写成组件说明，在 widgets/${type}/palette.json 中写好运营控制台组件面板上的中文名（2 至 6 个字）和一句话用途（不超过 40 个字）（写好之前 npm run validate 不通过），补全属性，并在 palette.json 的 labels 中给每个属性（含列表项的属性）写中文名；改完运行 npm run gen:types、npm run gen:docs 和 npm run gen:schemas
  2. 实现 widgets/${type}/ 中的组件（标题用 useHeading()），在 tests/unit/widgets/ 中加单元测试
  3. 在 pages-config/pages/dev/widget-gallery.json 中加一个示例（"visibleWhen": "{{ !query.example || query.example == '${type}' }}"），npm start 后打开 http://127.0.0.1:5173${portalUrl('/dev/widgets')}?example=${type}
  4. 在 pages-config/pages/dev/widget-gallery.cases.json 中加它的快照状态 "${type}"（没有它 npm run validate 不通过；它的手机截图就是控制台组件面板上的图片），运行 npm run snapshot -- --update --profile phone dev/widget-gallery/${type} 采集基线
  5. npm run typecheck && npm run validate`);
