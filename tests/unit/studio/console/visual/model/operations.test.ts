import { describe, expect, it } from 'vitest';
import { LOCKED_REFUSAL } from '../../../../../../studio/console/visual/model/locks';
import { openPage } from '../../../../../../studio/console/visual/model/operations';

const noSlots = () => undefined;

const PAGE = `{
  "route": { "path": "/act/x", "title": "春日" },
  "body": [
    { "type": "nav-bar" },
    { "type": "hero", "props": { "title": "春日" } },
    {
      "type": "section",
      "props": {
        "title": "权益"
      },
      "children": [
        { "type": "text", "props": { "text": "一" } }
      ]
    },
    { "type": "text", "locked": true, "props": { "text": "监管提示" } },
    {
      "use": "fragments/campaign-benefits",
      "with": {
        "items": [
          { "text": "体检", "icon": "checkup" }
        ]
      }
    }
  ]
}
`;

const page = (text = PAGE) => openPage(text, noSlots);

describe('page operations write small edits laid out as the page is', () => {
  it('sets a prop beside its one-line neighbours on their line, and on a line of its own in a spread object', () => {
    expect(page().set(['body', 1, 'props', 'subtitle'], '三月').text).toContain('{ "type": "hero", "props": { "title": "春日", "subtitle": "三月" } },');
    expect(page().set(['body', 2, 'props', 'desc'], '说明').text).toContain('"title": "权益",\n        "desc": "说明"\n      },');
    expect(page().set(['body', 0, 'props', 'title'], '首页').text).toContain('{ "type": "nav-bar", "props": { "title": "首页" } },');
  });

  it('removes a value, leaving an emptied object as {}', () => {
    expect(page().set(['body', 1, 'props', 'title'], undefined).text).toContain('{ "type": "hero", "props": {} },');
    expect(page().set(['route', 'title'], undefined).text).toContain('"route": { "path": "/act/x" },');
  });

  it('inserts a node laid out as its siblings, and makes the children of a node that has none', () => {
    const inserted = page().insert(['body'], 1, { type: 'divider' }).text!;
    expect(inserted).toContain('{ "type": "nav-bar" },\n    { "type": "divider" },\n    { "type": "hero"');
    const inside = page().insert(['body', 0, 'children'], 0, { type: 'text', props: { text: '返回' } }).text!;
    expect(JSON.parse(inside).body[0]).toEqual({ type: 'nav-bar', children: [{ type: 'text', props: { text: '返回' } }] });
    expect(page().insert(['route'], 0, { type: 'divider' }).refused).toBe('这里不能放置组件');
  });

  it('moves a node into another list re-indented, and back to the same bytes', () => {
    const into = page().move(['body', 1], ['body', 1, 'children'], 0);
    expect(into.refused).toBe('不能把组件移到它自己里面');
    const moved = page().move(['body', 1], ['body', 2, 'children'], 1).text!;
    expect(moved).toContain('{ "type": "text", "props": { "text": "一" } },\n        { "type": "hero", "props": { "title": "春日" } }\n      ]');
    expect(JSON.parse(moved).body.map((node: { type?: string }) => node.type)).toEqual(['nav-bar', 'section', 'text', undefined]);
    const back = page(moved).move(['body', 1, 'children', 1], ['body'], 1).text!;
    expect(back).toBe(PAGE);
  });

  it('moves a spread node one level deeper with each of its lines', () => {
    const moved = page().move(['body', 4], ['body', 2, 'children'], 0).text!;
    expect(moved).toContain('      "children": [\n        {\n          "use": "fragments/campaign-benefits",\n          "with": {\n            "items": [\n              { "text": "体检", "icon": "checkup" }\n            ]\n          }\n        },\n        { "type": "text"');
  });

  it('adds and removes an item of a list value (a fragment\'s items), laid out as its items', () => {
    const added = page().insertItem(['body', 4, 'with', 'items'], 1, { text: '齿科', icon: 'dental' }).text!;
    expect(added).toContain('{ "text": "体检", "icon": "checkup" },\n          { "text": "齿科", "icon": "dental" }\n        ]');
    expect(page(added).set(['body', 4, 'with', 'items', 1], undefined).text).toBe(PAGE);
    expect(page().set(['body', 4, 'with', 'items', 0, 'text'], '免费体检').text).toContain('{ "text": "免费体检", "icon": "checkup" }');
  });

  it('refuses to remove, move, copy or change locked compliance content, in Chinese', () => {
    expect(page().remove(['body', 3]).refused).toBe(LOCKED_REFUSAL);
    expect(page().move(['body', 3], ['body'], 0).refused).toBe(LOCKED_REFUSAL);
    expect(page().duplicate(['body', 3]).refused).toBe(LOCKED_REFUSAL);
    expect(page().set(['body', 3, 'props', 'text'], '改了').refused).toBe(LOCKED_REFUSAL);
    expect(page().insert(['body', 3, 'children'], 0, { type: 'divider' }).refused).toBe(LOCKED_REFUSAL);
    expect(page().move(['body', 0], ['body'], 4).text).toBeDefined();
  });

  it('refuses to remove or move a node holding locked content', () => {
    const holding = PAGE.replace('{ "type": "text", "props": { "text": "一" } }', '{ "type": "text", "locked": true, "props": { "text": "一" } }');
    expect(page(holding).remove(['body', 2]).refused).toBe(LOCKED_REFUSAL);
    expect(page(holding).move(['body', 2], ['body'], 0).refused).toBe(LOCKED_REFUSAL);
  });

  it('places nodes in a widget\'s slots as the catalogue declares them', () => {
    const slots = (type: string) => (type === 'tabs' ? { panes: 'nodes' as const } : undefined);
    const text = '{ "route": { "path": "/x" }, "body": [{ "type": "tabs", "props": { "panes": [] } }] }';
    const inserted = openPage(text, slots).insert(['body', 0, 'props', 'panes'], 0, { type: 'text' }).text!;
    expect(JSON.parse(inserted).body[0].props.panes).toEqual([{ type: 'text' }]);
    expect(openPage(text, noSlots).insert(['body', 0, 'props', 'panes'], 0, { type: 'text' }).refused).toBeDefined();
  });
});
