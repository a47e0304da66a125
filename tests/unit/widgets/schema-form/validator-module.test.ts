// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { asModule } from '../../../../scripts/vite-plugin-form-validators';

// The module runs with its one import handed in as the namespace a bundler gives it.
function run(code: string, namespace: object) {
  const body = code.replace(/^import \* as (\w+) from "[^"]+";$/m, '').replace('export default exports;', 'return exports;');
  return new Function('__module0', body)(namespace) as Record<string, unknown>;
}

describe('a precompiled validator as a module', () => {
  it('reads ajv\'s CommonJS helpers as require would, whichever way the namespace holds them', () => {
    const code = asModule('"use strict";\nexports.equal = require("ajv/dist/runtime/equal").default;');
    const equal = () => true;
    const commonJsExports = { __esModule: true, default: equal };
    // The dev server: the CommonJS exports under `default`; the build and vitest: the exports themselves.
    expect(run(code, { ...commonJsExports, default: commonJsExports }).equal).toBe(equal);
    expect(run(code, { default: equal }).equal).toBe(equal);
  });
});
