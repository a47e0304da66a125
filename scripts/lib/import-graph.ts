import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** The folders of the product's code: their modules must import each other without a circle. */
export const CODE_FOLDERS = ['runtime', 'widgets', 'scripts', 'sandbox', 'schemas'];

/** Every TypeScript module under a folder. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((file) => /\.tsx?$/.test(file) && existsSync(file) && statSync(file).isFile());
}

/**
 * What a module imports, as written: every `import … from` and `export … from`, type-only ones included (a
 * type import still ties two modules together). A lazy `import()` is not counted: it loads when called,
 * not with the module.
 */
export function moduleSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  return source.statements.flatMap((statement) => {
    const specifier = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) ? statement.moduleSpecifier : undefined;
    return specifier && ts.isStringLiteral(specifier) ? [specifier.text] : [];
  });
}

/** The project modules each module imports (its relative imports, resolved to their files). */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const imported = moduleSpecifiers(file).filter((specifier) => specifier.startsWith('.')).flatMap((specifier) => resolveImport(file, specifier) ?? []);
    graph.set(file, [...new Set(imported)]);
  }
  return graph;
}

/** Each group of modules that import one another round a circle (Tarjan's strongly connected components). */
export function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (module: string) => {
    order.set(module, order.size);
    low.set(module, order.get(module)!);
    stack.push(module);
    onStack.add(module);
    for (const next of graph.get(module) ?? []) {
      if (!graph.has(next)) continue;
      if (!order.has(next)) {
        visit(next);
        low.set(module, Math.min(low.get(module)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(module, Math.min(low.get(module)!, order.get(next)!));
    }
    if (low.get(module) !== order.get(module)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== module);
    if (group.length > 1 || graph.get(module)?.includes(module)) circles.push(group.reverse());
  };
  for (const module of graph.keys()) if (!order.has(module)) visit(module);
  return circles;
}

/** The import circles among the project's code, each as its modules' paths from the root. */
export function projectImportCircles(root: string): string[][] {
  const files = CODE_FOLDERS.flatMap((folder) => sourceFiles(join(root, folder)));
  return importCircles(importGraph(files)).map((group) => group.map((file) => relative(root, file)));
}
