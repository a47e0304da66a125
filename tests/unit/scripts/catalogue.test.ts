// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue, requiredParams } from '../../../scripts/lib/catalogue';

function tempRoot(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'catalogue-'));
  mkdirSync(join(root, 'pages-config/services'), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  return root;
}

describe('service catalogue', () => {
  it('loads the project catalogue without problems, ids as "<family>.<endpoint>"', () => {
    const { catalogue, problems } = loadCatalogue();
    expect(problems).toEqual([]);
    expect(catalogue.families.map((f) => f.family).sort()).toEqual(['agentSales', 'analytics', 'basicData', 'customerBaobei', 'customerCenter', 'face', 'healthService', 'platformCenter', 'userCenter', 'wechat']);
    expect(catalogue.endpoints.get('face.isLogin')).toMatchObject({ method: 'GET', path: 'rest/user/isLogin', envelope: 'success', auth: 'none' });
    expect(requiredParams(catalogue.endpoints.get('face.survivalFundInfo')!)).toEqual(['id']);
  });

  it('reports schema and consistency problems with file, line, column and pointer', () => {
    const root = tempRoot({
      '.env': 'VITE_API_DEMO=/official-api/demo\n',
      'pages-config/services/demo.json': `{
  "family": "demo",
  "title": "示例",
  "envelope": "code",
  "baseEnv": "VITE_API_DEMO",
  "auth": "none",
  "endpoints": {
    "detail": { "method": "GET", "path": "items/{id}", "summary": "详情" },
    "other": { "method": "GET", "path": "items/{key}", "summary": "重复" }
  }
}
`,
      'pages-config/services/broken.json': `{
  "family": "broken",
  "title": "坏",
  "envelope": "code",
  "baseEnv": "VITE_API_BROKEN",
  "auth": "none",
  "endpoints": { "list": { "method": "GET", "path": "items", "sumary": "列表" } }
}
`,
    });
    const { problems } = loadCatalogue(root);
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.pointer} ${p.message}`)).toEqual([
      'pages-config/services/broken.json:7:26 /endpoints/list missing required key "summary"',
      'pages-config/services/broken.json:7:62 /endpoints/list/sumary unknown key "sumary" — did you mean "summary"?',
      'pages-config/services/demo.json:8:42 /endpoints/detail/path path param "id" must be a required property of params',
      'pages-config/services/demo.json:9:41 /endpoints/other/path path param "key" must be a required property of params',
      'pages-config/services/demo.json:9:41 /endpoints/other/path GET items/{} is already served by "detail"',
    ]);
  });

  it('refuses a change naming a service the catalogue lacks, with the nearest one', () => {
    const root = tempRoot({
      '.env': 'VITE_API_DEMO=/official-api/demo\n',
      'pages-config/services/demo.json': `{
  "family": "demo",
  "title": "示例",
  "envelope": "code",
  "baseEnv": "VITE_API_DEMO",
  "auth": "none",
  "endpoints": {
    "list": { "method": "GET", "path": "items", "summary": "列表" },
    "remove": { "method": "POST", "path": "items/remove", "summary": "删除", "changes": ["demo.list", "demo.lists"] }
  }
}
`,
    });
    const { problems } = loadCatalogue(root);
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.pointer} ${p.message}`)).toEqual([
      'pages-config/services/demo.json:9:101 /endpoints/remove/changes/1 unknown service "demo.lists" — did you mean "demo.list"?',
    ]);
  });
});
