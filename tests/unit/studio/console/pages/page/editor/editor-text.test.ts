import { describe, expect, it } from 'vitest';
import { editorText, sameContent, sameSchedule } from '../../../../../../../studio/console/pages/page/editor/editor-text';

describe('the saved page in the editor', () => {
  it('puts the sections back in the order pages are written in, whatever order the service kept', () => {
    const saved = { body: [{ type: 'nav-bar' }], data: {}, route: { path: '/act/winter' }, share: { title: '冬日' }, extra: 1 };
    expect(Object.keys(JSON.parse(editorText(saved)))).toEqual(['route', 'share', 'data', 'extra', 'body']);
    expect(editorText({ route: { path: '/a' } })).toBe('{\n  "route": {\n    "path": "/a"\n  }\n}');
  });

  it('counts text as saved when it is the same JSON, whatever its layout and key order', () => {
    const saved = { route: { path: '/a', title: 'A' }, body: [] };
    expect(sameContent('{"body":[],"route":{"title":"A","path":"/a"}}', saved)).toBe(true);
    expect(sameContent('{"body":[],"route":{"title":"B","path":"/a"}}', saved)).toBe(false);
    expect(sameContent('{"body":[', saved)).toBe(false);
  });

  it('compares schedules by the instants they name', () => {
    expect(sameSchedule({ validFrom: '2027-03-01T00:00:00+08:00' }, { validFrom: '2027-02-28T16:00:00.000Z' })).toBe(true);
    expect(sameSchedule({ validFrom: '2027-03-01T00:00:00+08:00' }, {})).toBe(false);
    expect(sameSchedule({}, {})).toBe(true);
  });
});
