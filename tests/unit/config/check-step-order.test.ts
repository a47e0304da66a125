// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkStepOrder } from '../../../runtime/config/check-step-order';

const warnings = (onClick: unknown) => checkStepOrder({ page: { body: [{ type: 'button', props: { text: '提交评估' }, onClick }] }, routes: [] })
  .map(({ pointer, message }) => `${pointer}  ${message}`);
const save = { action: 'callService', service: 'face.surveySave', when: '{{ !state.recordId }}', then: { action: 'setState', values: { recordId: '{{ result.id }}' } } };
const update = { action: 'callService', service: 'face.surveyUpdate', when: '{{ !!state.recordId }}' };

describe('the order of two steps meant as either-or', () => {
  it('warns where the first step writes what the opposite condition of a later one reads, so both would run', () => {
    expect(warnings([save, update])).toEqual([
      '/body/0/onClick/1/when  step 1 writes state.recordId, which this opposite condition reads: each step reads the page as it is when it runs, so both run; if they are meant as either-or, put this step before step 1',
    ]);
    expect(warnings([
      { action: 'setState', when: "{{ state.tab == 'mine' }}", values: { tab: 'all' } },
      { action: 'setState', when: "{{ state.tab != 'mine' }}", values: { tab: 'mine' } },
    ])).toHaveLength(1);
  });

  it('says nothing of the order that works, of conditions that are not opposites, or of a step that writes nothing they read', () => {
    expect(warnings([update, save])).toEqual([]);
    expect(warnings([save, { ...update, when: '{{ !!state.recordId && state.agreed }}' }])).toEqual([]);
    expect(warnings([{ ...save, then: { action: 'toast', message: '已保存' } }, update])).toEqual([]);
  });
});
