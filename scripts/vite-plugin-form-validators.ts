import type { Plugin } from 'vite';

/**
 * The form validators (`npm run gen:validators`) are CommonJS, as ajv's standalone code is (its ES module
 * output cannot name rjsf's hashed schema ids). The build and vitest read CommonJS; the dev server hands
 * project files to the browser as they are, so there each `require("…")` becomes an import.
 */
export function formValidatorsDevPlugin(): Plugin {
  return {
    name: 'official-form-validators-dev',
    apply: 'serve',
    transform(code, id) {
      if (!id.endsWith('.validator.cjs')) return null;
      const required: string[] = [];
      const body = code.replace(/require\(("[^"]+")\)/g, (_call, spec: string) => `__required${required.push(spec) - 1}`);
      return `${required.map((spec, index) => `import * as __required${index} from ${spec};`).join('\n')}\nconst exports = {};\n${body}\nexport default exports;`;
    },
  };
}
