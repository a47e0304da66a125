import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, moduleSpecifiers, sourceFiles } from '../../../scripts/lib/import-graph';

const ROOT = resolve(import.meta.dirname, '../../..');
const inFolder = (folder: string) => (file: string) => relative(ROOT, file).startsWith(`${folder}/`);
/** What the portal ships: the runtime and the widgets, read once for every boundary below. */
const GRAPH = importGraph(['runtime', 'widgets'].flatMap((folder) => sourceFiles(join(ROOT, folder))));

/** `from → to` for each import of a module under `from` that lands under one of the `forbidden` folders. */
function crossings(from: string, forbidden: readonly string[]): string[] {
  return [...GRAPH].filter(([file]) => inFolder(from)(file)).flatMap(([file, targets]) => targets.filter((target) => forbidden.some((folder) => inFolder(folder)(target))).map((target) => `${relative(ROOT, file)} → ${relative(ROOT, target)}`));
}

describe('import boundaries (docs/architecture.md)', () => {
  it('the engine core is plain TypeScript: no React, no arco, nothing of the app, the React layer or the widgets', () => {
    const reactImports = sourceFiles(join(ROOT, 'runtime/core')).flatMap((file) => moduleSpecifiers(file).filter((specifier) => /^(react|react-dom|react-router|react-router-dom|@arco-design)(\/|$)/.test(specifier)).map((specifier) => `${relative(ROOT, file)} → ${specifier}`));
    expect(reactImports).toEqual([]);
    expect(crossings('runtime/core', ['runtime/app', 'runtime/react', 'runtime/router', 'widgets'])).toEqual([]);
  });

  it('widgets do not import the app that wires them', () => {
    expect(crossings('widgets', ['runtime/app'])).toEqual([]);
  });

  it('nothing the portal ships imports the Node tools of scripts/', () => {
    expect(crossings('runtime', ['scripts'])).toEqual([]);
    expect(crossings('widgets', ['scripts'])).toEqual([]);
  });
});
