// npm run new:page -- /act-spring --from campaign [--module act] [--title 春季活动]: writes a page
// definition from scripts/templates/pages/<kind>.json, checked by the same validation as `npm run validate`.
import { parseArgs } from 'node:util';
import { defaultContext } from './lib/page-files';
import { formatProblem } from '../runtime/config/problems';
import { createPage, isPageKind, PAGE_KINDS, ScaffoldError } from './lib/scaffold';
import { portalUrl } from '../runtime/platform/base-path';

const USAGE = `用法：npm run new:page -- <路由路径> --from <${PAGE_KINDS.join('|')}> [--module <模块>] [--title <标题>]`;

try {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { from: { type: 'string' }, module: { type: 'string' }, title: { type: 'string' } } });
  const [path] = positionals;
  if (!path || positionals.length > 1) throw new ScaffoldError(USAGE);
  if (!values.from || !isPageKind(values.from)) throw new ScaffoldError(`请用 --from 选择起点：${PAGE_KINDS.join('、')}\n${USAGE}`);
  const result = createPage({ path, kind: values.from, module: values.module, title: values.title }, await defaultContext());
  if (result.problems.length > 0) {
    for (const problem of result.problems) console.error(formatProblem(problem));
    console.error(`\n模板生成的页面未通过校验，未写入 ${result.file}。请修正 scripts/templates/pages/${values.from}.json。`);
    process.exit(1);
  }
  const written = [result.file, result.casesFile].filter(Boolean).join('、');
  const blanks = result.blanks.map((blank) => `  ${formatProblem(blank)}`).join('\n');
  console.log(`已写入 ${written}（${result.path}）
${blanks ? `\n模板里要由本页自己写的文案已留空，填写后 npm run validate 才会通过：\n${blanks}\n` : ''}
下一步：
  1. 编辑 ${result.file}：${blanks ? '先填写上面的空白，再改' : ''}标题、文案、数据源和按钮去向
  2. npm start
  3. 打开 http://127.0.0.1:5173${portalUrl(result.path)}
  4. 提交前运行 npm run validate；快照状态写在 ${result.casesFile}（docs/qa.md）`);
} catch (error) {
  const usageError = error instanceof ScaffoldError || String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
  if (!usageError) throw error;
  console.error((error as Error).message);
  process.exit(1);
}
