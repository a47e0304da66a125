// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../scripts/lib/catalogue';
import { checkServices } from '../../../scripts/lib/check-services';

const check = checkServices(loadCatalogue().catalogue);
const run = (page: Record<string, unknown>) => check({ page, routes: [] });

describe('checkServices', () => {
  it('accepts known services with their required params', () => {
    expect(run({
      data: { news: { service: 'face.newsList', params: { category: 'company' } }, cards: { service: 'customerCenter.bankAccountList' }, fixed: { static: [] } },
      body: [{ type: 'button', onClick: { action: 'callService', service: 'customerCenter.bankAccountDetail', params: { id: '{{ params.id }}' } } }],
    })).toEqual([]);
  });

  it('reports an unknown data-source service with a hint', () => {
    expect(run({ data: { news: { service: 'face.newsLst', params: { category: 'company' } } } })).toEqual([
      { pointer: '/data/news/service', message: 'unknown service "face.newsLst" — did you mean "face.newsList"?' },
    ]);
  });

  it('reports a missing required param, path placeholders included', () => {
    expect(run({ data: { detail: { service: 'face.newsDetail', params: { category: 'x' } } } })).toEqual([
      { pointer: '/data/detail/params', message: 'service "face.newsDetail" needs param "id"' },
    ]);
    expect(run({ data: { fund: { service: 'face.survivalFundInfo' } } })).toEqual([
      { pointer: '/data/fund', message: 'service "face.survivalFundInfo" needs param "id"' },
    ]);
  });

  it('checks callService steps anywhere in the page, including nested then/else', () => {
    const issues = run({
      actions: { save: { action: 'confirm', message: '确定？', then: { action: 'callService', service: 'customerCenter.bankAccountDelete' } } },
      body: [{ type: 'button', onClick: [{ action: 'callService', service: 'userCenter.logn' }] }],
    });
    expect(issues).toEqual([
      { pointer: '/actions/save/then', message: 'service "customerCenter.bankAccountDelete" needs param "id"' },
      { pointer: '/body/0/onClick/0/service', message: 'unknown service "userCenter.logn" — did you mean "userCenter.login"?' },
    ]);
  });
});

describe('request field bounds (reported by loadCatalogue, so by npm run validate)', () => {
  const problemsOf = (endpoints: string, definitions = '{}') => {
    const root = mkdtempSync(join(tmpdir(), 'request-fields-'));
    mkdirSync(join(root, 'pages-config/services'), { recursive: true });
    writeFileSync(join(root, '.env'), 'VITE_API_DEMO=/official-api/demo\n');
    writeFileSync(join(root, 'pages-config/services/demo.json'), `{
  "family": "demo", "title": "示例", "envelope": "code", "baseEnv": "VITE_API_DEMO", "auth": "none",
  "definitions": ${definitions},
  "endpoints": ${endpoints}
}
`);
    return loadCatalogue(root).problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.pointer} ${p.message}`);
  };

  it('reports each unbounded field with file, line and JSON pointer, definitions included', () => {
    expect(problemsOf(`{
    "upload": {
      "method": "POST", "path": "upload/{id}", "summary": "上传",
      "params": { "type": "object", "properties": { "id": { "type": "string" } }, "required": ["id"] },
      "body": {
        "type": "object",
        "properties": {
          "file": { "description": "文件" },
          "ids": { "type": "array", "items": { "type": "string", "maxLength": 32 } },
          "owner": { "$ref": "#/definitions/person" },
          "kind": { "enum": ["a", "b"] }
        }
      }
    }
  }`, '{ "person": { "type": "object", "properties": { "name": { "type": "string" } }, "additionalProperties": false } }')).toEqual([
      'pages-config/services/demo.json:3:74 /definitions/person/properties/name request string has no maxLength',
      'pages-config/services/demo.json:7:59 /endpoints/upload/params/properties/id request string has no maxLength',
      'pages-config/services/demo.json:8:15 /endpoints/upload/body request object must set "additionalProperties": false',
      'pages-config/services/demo.json:11:19 /endpoints/upload/body/properties/file request field has no type, enum or const',
      'pages-config/services/demo.json:12:18 /endpoints/upload/body/properties/ids request array has no maxItems',
    ]);
  });

  it('accepts bounded fields: enum/const, limits, closed objects, and a params object left open', () => {
    expect(problemsOf(`{
    "list": {
      "method": "GET", "path": "list", "summary": "列表",
      "params": { "type": "object", "properties": { "pageNo": { "type": "integer", "minimum": 1 }, "q": { "type": "string", "maxLength": 50 } } }
    },
    "save": {
      "method": "POST", "path": "save", "summary": "保存",
      "body": {
        "type": "object",
        "properties": {
          "tags": { "type": "array", "maxItems": 5, "items": { "const": "x" } },
          "file": { "type": ["string", "object"], "maxLength": 100, "properties": {}, "additionalProperties": false }
        },
        "additionalProperties": false
      }
    }
  }`)).toEqual([]);
  });
});
