import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runWaves, type Check } from '../../../scripts/lib/check-waves';

/** A check that runs a line of Node: prints, waits, notes when it ran, exits as told. */
const node = (name: string, script: string, extra: Partial<Check> = {}): Check => ({ name, command: [process.execPath, '-e', script], ...extra });

describe('npm test runs its checks in waves', () => {
  let dir: string;
  const run = async (waves: Check[][]) => {
    dir = mkdtempSync(join(tmpdir(), 'check-waves-'));
    let printed = '';
    const results = await runWaves(waves, { cwd: dir, logs: join(dir, 'logs'), print: (text) => { printed += text; } });
    return { results, printed };
  };
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('runs the checks of a wave side by side, and the next wave after them', async () => {
    // Each waits (up to 4 s) for the other of its wave to start before it ends: run side by side they overlap
    // however slowly a loaded machine starts them; run one after the other, the first ends before the second starts.
    const noting = (name: string, other?: string) => node(name, `const fs = require('fs'); fs.appendFileSync('order', '${name} start\\n');
      const started = Date.now();
      const end = () => { if (${other ? `!fs.readFileSync('order', 'utf8').includes('${other} start') && Date.now() - started < 4000` : 'false'}) return setTimeout(end, 20); fs.appendFileSync('order', '${name} end\\n'); };
      end();`);
    const { results } = await run([[noting('a', 'b'), noting('b', 'a')], [noting('c')]]);
    expect(results.map(({ name, outcome }) => `${name} ${outcome}`)).toEqual(['a passed', 'b passed', 'c passed']);
    const order = readFileSync(join(dir, 'order'), 'utf8').trim().split('\n');
    expect(order.indexOf('b start'), 'b starts before a ends').toBeLessThan(order.indexOf('a end'));
    expect(order.slice(-2), 'c only after both').toEqual(['c start', 'c end']);
  });

  it('skips a check whose need failed, and runs every other one', async () => {
    const { results, printed } = await run([
      [node('sandbox build', 'process.exit(2)'), node('typecheck', '')],
      [node('snapshots', '', { needs: 'sandbox build' }), node('unit tests', '', { needs: 'typecheck' })],
    ]);
    expect(results.map(({ name, outcome, why }) => [name, outcome, why])).toEqual([
      ['sandbox build', 'failed', 'exit 2'],
      ['typecheck', 'passed', undefined],
      ['snapshots', 'skipped', 'sandbox build did not pass'],
      ['unit tests', 'passed', undefined],
    ]);
    expect(printed).toContain('– snapshots: skipped (sandbox build did not pass)');
  });

  it('skips a check that needs several when any of them failed', async () => {
    const { results } = await run([
      [node('sandbox build', ''), node('console build', 'process.exit(1)')],
      [node('browser tests', '', { needs: ['sandbox build', 'console build'] }), node('snapshots', '', { needs: ['sandbox build'] })],
    ]);
    expect(results.slice(2).map(({ name, outcome, why }) => [name, outcome, why])).toEqual([
      ['browser tests', 'skipped', 'console build did not pass'],
      ['snapshots', 'passed', undefined],
    ]);
  });

  it('prints the output of checks side by side whole, under their names, and keeps every output in a log', async () => {
    const { printed } = await run([
      [node('one', `console.log('first line of one'); setTimeout(() => console.log('last line of one'), 200);`), node('two', `setTimeout(() => console.log('line of two'), 100);`)],
      [node('alone', `console.error('alone says ' + process.env.GREETING)`, { env: { GREETING: 'hello' } })],
    ]);
    expect(printed).toMatch(/✔ one: passed in \d+ s\nfirst line of one\nlast line of one\n/);
    expect(printed).toMatch(/✔ two: passed in \d+ s\nline of two\n/);
    expect(printed.indexOf('alone says hello'), 'a check alone prints as it goes, in its environment').toBeLessThan(printed.indexOf('✔ alone'));
    expect(readFileSync(join(dir, 'logs', 'one.log'), 'utf8')).toBe('first line of one\nlast line of one\n');
  });

  it('prints a check alone whole characters, even when its output arrives split inside one', async () => {
    const bytes = [...Buffer.from('委托书已签署\n')];
    const { printed } = await run([[node('alone', `const b = Buffer.from(${JSON.stringify(bytes)}); process.stdout.write(b.subarray(0, 4)); setTimeout(() => process.stdout.write(b.subarray(4)), 100);`)]]);
    expect(printed).toContain('委托书已签署\n');
  });
});
