import { describe, expect, it } from 'vitest';
import { runOperations, type Outcome, type PageDocument } from '../../../../../../studio/console/visual/model/operations';
import { addStep, eventKey, isActionRefusal, moveStep, removeStep, stepsOf } from '../../../../../../studio/console/visual/panel/action-steps';
import { extraKeys, stepKind, stepSummary } from '../../../../../../studio/console/visual/panel/step-kinds';

const noSlots = () => undefined;

const PAGE = `{
  "route": { "path": "/act/x", "title": "春日" },
  "body": [
    { "type": "button", "props": { "text": "预约" } },
    {
      "type": "card",
      "props": {
        "title": "权益"
      },
      "children": [
        { "type": "text", "props": { "text": "一" } }
      ]
    },
    { "type": "cell", "props": { "label": "规则" }, "onClick": { "action": "navigate", "to": "/act/rules" } }
  ]
}
`;

const run = (text: string, operations: ReadonlyArray<(page: PageDocument) => Outcome>) => runOperations(text, operations, noSlots);

const at = (text: string, operations: (page: unknown) => ReadonlyArray<(page: PageDocument) => Outcome>) => run(text, operations(JSON.parse(text))).text!;

describe('a block\'s action steps, edited through the document model', () => {
  it('adds the first step as the event\'s object, after the props and before the children', () => {
    expect(at(PAGE, (page) => addStep(page, ['body', 0], 'onClick', { action: 'navigate', to: '/act/x' }))).toBe(PAGE.replace(
      '{ "type": "button", "props": { "text": "预约" } },',
      '{ "type": "button", "props": { "text": "预约" }, "onClick": { "action": "navigate", "to": "/act/x" } },',
    ));
    expect(at(PAGE, (page) => addStep(page, ['body', 1], 'onClick', { action: 'toast', message: '已预约' }))).toBe(PAGE.replace(
      '      },\n      "children": [',
      '      },\n      "onClick": { "action": "toast", "message": "已预约" },\n      "children": [',
    ));
  });

  it('makes one step a list when a second is added, its text kept, and back to the object when it is removed', () => {
    const two = at(PAGE, (page) => addStep(page, ['body', 2], 'onClick', { action: 'toast', message: '好' }));
    expect(two).toContain('"onClick": [{ "action": "navigate", "to": "/act/rules" }, { "action": "toast", "message": "好" }] }');
    expect(at(two, (page) => removeStep(page, ['body', 2], 'onClick', 1))).toBe(PAGE);
    expect(at(two, (page) => removeStep(page, ['body', 2], 'onClick', 0))).toContain('"onClick": { "action": "toast", "message": "好" } }');
  });

  it('reorders steps by splicing their text, and removes the event with its last step', () => {
    const two = at(PAGE, (page) => addStep(page, ['body', 2], 'onClick', { action: 'toast', message: '好' }));
    const moved = at(two, () => moveStep(['body', 2], 'onClick', 1, 0));
    expect(moved).toContain('"onClick": [{ "action": "toast", "message": "好" }, { "action": "navigate", "to": "/act/rules" }] }');
    expect(at(moved, () => moveStep(['body', 2], 'onClick', 0, 1))).toBe(two);
    expect(at(PAGE, (page) => removeStep(page, ['body', 2], 'onClick', 0))).toContain('{ "type": "cell", "props": { "label": "规则" } }\n');
  });

  it('edits a step\'s field in place', () => {
    expect(run(PAGE, [(page) => page.set(['body', 2, 'onClick', 'to'], '/act-claim')]).text).toContain('"onClick": { "action": "navigate", "to": "/act-claim" } }');
  });

  it('reads the steps of an event however the page writes them', () => {
    const page = JSON.parse(PAGE);
    expect(stepsOf(page, ['body', 0], 'onClick')).toEqual({ kind: 'steps', list: false, steps: [] });
    expect(stepsOf(page, ['body', 2], 'onClick')).toEqual({ kind: 'steps', list: false, steps: [{ step: { action: 'navigate', to: '/act/rules' }, path: ['body', 2, 'onClick'] }] });
    expect(stepsOf({ body: [{ type: 'button', onClick: 'submit' }] }, ['body', 0], 'onClick')).toEqual({ kind: 'named', name: 'submit' });
    expect(eventKey('itemClick')).toBe('onItemClick');
    expect(isActionRefusal({ field: '/body/2/onClick/to', message: '' }, '/body/2')).toBe(true);
    expect(isActionRefusal({ field: '/body/2/props/text', message: '' }, '/body/2')).toBe(false);
  });

  it('says in Chinese what a step the panel does not edit does, and which keys it leaves to the JSON tab', () => {
    expect(stepKind('setState')).toBeUndefined();
    expect(stepSummary({ action: 'setState', values: { 'form.phone': '', tab: 'all' } })).toBe('设置页面状态：form.phone、tab');
    expect(stepSummary({ action: 'track', event: 'lead' })).toBe('上报统计事件：lead');
    const navigate = { action: 'navigate', to: '/x', query: { cpsCode: '{{ query.cpsCode }}' }, then: { action: 'toast', message: '好' } };
    expect(extraKeys(navigate, stepKind('navigate'))).toEqual(['页面参数', '成功后的动作']);
    expect(stepKind('reload', ['news'])?.schema.properties.source.oneOf).toEqual([{ const: 'news', title: 'data.news' }]);
  });
});
