import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveAt } from '../../../runtime/core/expression';
import type { RuntimeProblem } from '../../../runtime/core/page/problems';
import { watchPageLanguage } from '../../../runtime/app/expression-problems';
import { coreExtensions } from '../core/registry/core-extensions';

const { filter } = coreExtensions();
const rows = [{ level: '1' }, { level: '2' }, { level: '3' }];
let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

/** Renders the same prop for each row, as a repeated node does. */
const renderRows = (text: string) => rows.forEach((item) => resolveAt('/body/2/props/text', text, { item }, filter));

describe('the page language in the portal', () => {
  it('sends a type error to analytics once, however many rows repeat it, and writes nothing to the console in production', () => {
    const sent: RuntimeProblem[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stop = watchPageLanguage((problem) => sent.push(problem), false);
    renderRows("{{ item.level == 1 ? '银卡' : '其他' }}");
    renderRows('{{ item.nmae }}');
    expect(sent).toEqual([{ kind: 'expression', configPath: '/body/2/props/text', message: `"==" cannot be used between a string ('1') and a number (1) in {{ item.level == 1 ? '银卡' : '其他' }}` }]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('writes every problem to the console in development, with its config path', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stop = watchPageLanguage(() => undefined, true);
    renderRows('{{ item.nmae }}');
    expect(warn.mock.calls).toEqual([['[page] missing key at /body/2/props/text: no key "nmae" here in {{ item.nmae }}']]);
  });
});
