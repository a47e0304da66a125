import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { shakeableReactRouter } from '../../../scripts/vite-plugin-react-router-shake';

// The modules of React Router a build bundles (its package's `import` entry and the chunks it re-exports).
const dist = dirname(createRequire(import.meta.url).resolve('react-router'));
const modules = readdirSync(dist).filter((file) => file.endsWith('.mjs')).map((file) => readFileSync(join(dist, file), 'utf8'));
const library = modules.join('\n');
const shaken = modules.map(shakeableReactRouter).join('\n');

describe('React Router as a build takes it', () => {
  it('marks every context and component React Router creates at its top as pure, so those the portal never uses are left out', () => {
    const factories = library.match(/\bReact\d*\.(?:createContext|forwardRef|memo)\(/g) ?? [];
    expect(factories.length).toBeGreaterThan(10);
    expect(shaken.match(/\/\* @__PURE__ \*\/ React\d*\.(?:createContext|forwardRef|memo)\(/g)).toHaveLength(factories.length);
    // React's factories imported by name would not be marked: an upgrade that imports them so fails here.
    expect(library).not.toMatch(/import\s*\{[^}]*\b(?:createContext|forwardRef|memo)\b[^}]*\}\s*from\s*["']react["']/);
  });

  it('drops the display names React Router writes for developer tools, and nothing else', () => {
    expect(library).toMatch(/Link\.displayName = "Link"/);
    expect(shaken).not.toMatch(/\.displayName = /);
    expect(shaken.split('\n')).toHaveLength(library.split('\n').length);
  });
});
