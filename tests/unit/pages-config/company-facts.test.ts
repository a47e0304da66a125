// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import app from '../../../pages-config/app.json';

const root = join(__dirname, '../../..');

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.(json|tsx?)$/.test(name) ? [path] : [];
  });
}

// What the customer reads comes from these: pages and fragments, the widgets and runtime that draw them,
// and the sandbox that writes the server's texts (agreements, notices, tips).
const sources = ['pages-config/pages', 'pages-config/fragments', 'widgets', 'runtime', 'sandbox'].flatMap((folder) => filesUnder(join(root, folder)));

// The legal name with or without 股份 (the letter once named the company wrongly), the hotline however
// spaced, the head office's street address (its number spaced or not).
const facts: Array<[string, RegExp]> = [
  ['companyName', /鸿泰人寿保险(股份)?有限公司/],
  ['hotline', new RegExp(app.hotline.split('-').join('[-\\s]?'))],
  ['address', new RegExp(app.address.slice(0, app.address.indexOf('号') + 1).replace(/\d+/, '\\s*$&\\s*'))],
];

describe('company facts', () => {
  it.each(facts)('the %s is read from app config, never typed into a page, fragment, widget or sandbox text', (_key, literal) => {
    expect(sources.length).toBeGreaterThan(300);
    const typed = sources.filter((path) => literal.test(readFileSync(path, 'utf8'))).map((path) => relative(root, path));
    expect(typed).toEqual([]);
  });
});
