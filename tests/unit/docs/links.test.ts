import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const DOCUMENTS = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

describe('the README and docs/ travel with the clone', () => {
  it.each(DOCUMENTS)('%s links only to files of the repository, each of which exists', (document) => {
    const text = readFileSync(join(ROOT, document), 'utf8');
    const here = dirname(join(ROOT, document));
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target);
    expect(links.filter((target) => /^[a-z]+:/i.test(target) || !resolve(here, target).startsWith(`${ROOT}/`)), 'links leaving the repository').toEqual([]);
    expect(links.filter((target) => !existsSync(resolve(here, target.split('#')[0]))), 'links to missing files').toEqual([]);
    // The product's specification and design notes (SPEC.md, DESIGN.md) lived beside the repository, where a clone has nothing.
    expect(text.match(/\.\.\/shared\/[A-Z]+\.md/g) ?? [], 'documents beside the repository').toEqual([]);
  });
});
