import { readFileSync } from 'node:fs';
import { benchFormSchema } from '../form-schema';

// Our bench pages as amis pages, set up as amis's "快速开始" (JS SDK) says: sdk.css (its default cxd theme),
// helper.css and iconfont.css, sdk.js, then amis.embed. amis turns its mobile UI on by itself on a screen
// up to 768 px wide (env.isMobile, useMobileUI on by default); the env says so explicitly.
const ENV = { theme: 'cxd', useMobileUI: true };

/** The rows of /dev/bench-list: its static source, read from the page definition. */
function benchListRows(): number[] {
  const page = JSON.parse(readFileSync(new URL('../../../pages-config/pages/dev/bench-list.json', import.meta.url), 'utf8')) as { data: { rows: { static: number[] } } };
  return page.data.rows.static;
}

/** /dev/bench-list's list: a header, then per row its label, description and status, as its cell shows them. */
const LIST = {
  type: 'page',
  title: '列表基准',
  body: {
    type: 'list',
    title: '共 ${COUNT(rows)} 项',
    source: '${rows}',
    placeholder: '请在地址中指定 n（1 至 1000）',
    listItem: {
      title: '第 ${item} 项',
      desc: '鸿泰安享终身寿险 · 保单尾号 ${8800 + item}',
      body: [{ type: 'tpl', tpl: '保障中' }],
    },
  },
};

/** /dev/bench-form?n=50's form, field for field from the same form file: label, required, length, pattern, placeholder. */
function form(n: number) {
  const file = benchFormSchema(n);
  const required = new Set(file.required);
  const fields = Object.entries(file.properties ?? {}).map(([name, field]) => {
    const { title, maxLength, pattern } = field as { title: string; maxLength: number; pattern?: string };
    const placeholder = (file.uiSchema?.[name] as Record<string, string> | undefined)?.['ui:placeholder'];
    return {
      type: 'input-text', name, label: title, required: required.has(name), maxLength,
      ...(pattern ? { validations: { matchRegexp: pattern } } : {}), ...(placeholder ? { placeholder } : {}),
    };
  });
  return { type: 'page', title: '表单基准', body: { type: 'form', title: file.title, submitText: '提交', body: fields } };
}

/** The page's own script: the schema and its data as JSON, as our build holds a page definition, then the render. */
const script = (schema: unknown, data: string) => `(function () {
  var data = ${data};
  amisRequire('amis/embed').embed('#root', ${JSON.stringify(schema)}, { data: data }, ${JSON.stringify(ENV)});
})();\n`;

const html = (title: string, src: string) => `<!DOCTYPE html>
<html lang="zh">
  <head>
    <meta charset="UTF-8" />
    <title>${title}</title>
    <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1" />
    <link rel="stylesheet" href="sdk/sdk.css" />
    <link rel="stylesheet" href="sdk/helper.css" />
    <link rel="stylesheet" href="sdk/iconfont.css" />
    <style>html, body, .app-wrapper { position: relative; width: 100%; height: 100%; margin: 0; padding: 0; }</style>
  </head>
  <body>
    <div id="root" class="app-wrapper"></div>
    <script src="sdk/sdk.js"></script>
    <script src="${src}"></script>
  </body>
</html>
`;

/** The amis bench pages' files by path: /bench-list.html?n= (first n of 1000 rows) and /bench-form.html (50 fields). */
export function amisBenchFiles(): Map<string, string> {
  const rows = `{ rows: ${JSON.stringify(benchListRows())}.slice(0, Number(new URLSearchParams(location.search).get('n')) || 0) }`;
  return new Map([
    ['/bench-list.html', html('列表基准', 'bench-list.js')],
    ['/bench-list.js', script(LIST, rows)],
    ['/bench-form.html', html('表单基准', 'bench-form.js')],
    ['/bench-form.js', script(form(50), '{}')],
  ]);
}
