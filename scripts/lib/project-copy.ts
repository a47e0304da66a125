import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PROJECT = join(import.meta.dirname, '../..');
const COPIED = ['index.html', 'package.json', 'tsconfig.json', 'vite.config.ts', 'runtime', 'pages-config', 'widgets', 'schemas', 'scripts', 'sandbox', 'studio', 'public', 'tests/snapshots', 'tests/e2e/support'];
/** Caches a run writes: the copy keeps its own, so a developer's running `npm start` is left alone. */
const OWN = ['.vite', '.cache'];

/**
 * A copy of the project for a test to change files in; its node_modules links each package of ours.
 * A test may leave out what its run never reads (the snapshot pictures are most of the files).
 */
export function projectCopy(leaveOut: readonly string[] = []): string {
  const root = mkdtempSync(join(tmpdir(), 'official-copy-'));
  const envFiles = readdirSync(PROJECT).filter((name) => name.startsWith('.env'));
  for (const name of [...COPIED, ...envFiles].filter((path) => !leaveOut.includes(path))) cpSync(join(PROJECT, name), join(root, name), { recursive: true });
  mkdirSync(join(root, 'node_modules'));
  for (const name of readdirSync(join(PROJECT, 'node_modules')).filter((n) => !OWN.includes(n))) {
    symlinkSync(join(PROJECT, 'node_modules', name), join(root, 'node_modules', name));
  }
  return root;
}

/** Replaces text in a file of the copy, failing loudly when the text is gone (the test would prove nothing). */
export function edit(root: string, file: string, from: string, to: string): void {
  const text = readFileSync(join(root, file), 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${from}`);
  writeFileSync(join(root, file), text.replace(from, to));
}
