// npm run lint: the rules kept by a tool instead of by habit. The import boundaries are those of
// docs/architecture.md ("Who owns what"); tests/unit/scripts/lint-boundaries.test.ts shows each one firing.
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** A relative import that climbs into `folder` of the project root, from any depth. */
const into = (folder) => `^(\\.\\./)+${folder}(/|$)`;

const boundary = (message, ...regexes) => regexes.map((regex) => ({ regex, message }));

const SCRIPTS = boundary('The portal ships without the Node tools of scripts/.', into('scripts'));
const STUDIO = boundary('The portal never loads the publishing service or its console (studio/).', into('studio'));
const APP = boundary('Widgets get what they need from their context, not from the app that wires them.', into('runtime/app'));

export default defineConfig(
  { ignores: ['node_modules/', 'dist/', 'test-results/', 'playwright-report/', 'sandbox/.state/', 'schemas/generated/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      // Chinese text is set with the ideographic space (U+3000), in template strings as in plain ones.
      'no-irregular-whitespace': ['error', { skipTemplates: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['runtime/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'studio/console/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['runtime/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          ...boundary('The engine core is plain TypeScript: no React, no arco.', '^(react|react-dom|react-router|react-router-dom|@arco-design)(/|$)'),
          ...boundary('The engine core knows nothing of the app, the React layer, the router or the widgets.', '^(\\.\\./)+(app|react|router)(/|$)', into('widgets')),
          ...SCRIPTS,
          ...STUDIO,
        ],
      }],
    },
  },
  {
    files: ['runtime/**/*.{ts,tsx}'],
    ignores: ['runtime/core/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...SCRIPTS, ...STUDIO] }] },
  },
  {
    files: ['widgets/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...APP, ...SCRIPTS, ...STUDIO] }] },
  },
  {
    // The console runs in the browser: of the service it takes the types of its answers, and at run time
    // only what is plain TypeScript (the workflow's table, Beijing time); the rest is Node's.
    files: ['studio/console/**/*.{ts,tsx}'],
    ignores: ['studio/console/vite.config.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { regex: '^(\\.\\./)+server/(?!workflow/transitions$|service/beijing-time$|assets/image-rules$)', allowTypeImports: true, message: 'The console runs in the browser: import only the types of the service, or its plain TypeScript (workflow/transitions, service/beijing-time, assets/image-rules).' },
          ...SCRIPTS,
        ],
      }],
    },
  },
);
