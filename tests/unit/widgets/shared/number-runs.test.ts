import { describe, expect, it } from 'vitest';
import { keepNumbersWhole, numberRuns } from '../../../../widgets/shared/number-runs';

describe('number runs', () => {
  it('are the numbers of more than three characters, separators included', () => {
    expect([...numberRuns('热线 400-820-9555，共 12 期，保费 12,000.00 元')].map((r) => r.run)).toEqual(['400-820-9555', '12,000.00']);
  });

  it('wraps the number runs of markup in place, text and tags around them kept', () => {
    const element = document.createElement('div');
    element.innerHTML = '<p>热线 400-820-9555，工作日 9:00–17:00</p><p><em>保费 12,000.00 元</em>，12 期</p>';
    keepNumbersWhole(element);
    expect(element.innerHTML).toBe('<p>热线 <span class="nowrap">400-820-9555</span>，工作日 <span class="nowrap">9:00–17:00</span></p><p><em>保费 <span class="nowrap">12,000.00</span> 元</em>，12 期</p>');
  });
});
