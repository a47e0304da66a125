// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../scripts/lib/catalogue';

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
