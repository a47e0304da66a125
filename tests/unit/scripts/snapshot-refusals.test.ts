// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { unaskedState } from '../../../scripts/lib/snapshot-refusals';

const plain = { faults: [] };
const failing = { faults: [{ service: 'face.newsList', status: 500 }] };
const empty = { faults: [{ service: 'face.newsList', empty: true }] };

describe('a state\'s capture refused as its snapshot', () => {
  it('is the not-found page, whatever the case asked for: the page is missing from the build served', () => {
    for (const state of [plain, failing, empty]) expect(unaskedState(state, { statusPage: '页面不存在', failedSources: 0 })).toContain('not-found page (页面不存在)');
  });

  it('is an error page or a failed source when the case fails no service', () => {
    expect(unaskedState(plain, { statusPage: '页面出错了', failedSources: 0 })).toContain('error page (页面出错了)');
    expect(unaskedState(plain, { failedSources: 2 })).toContain('2 of its sources failed to load');
    expect(unaskedState(empty, { failedSources: 1 }), 'an empty answer asks for no error').toContain('1 of its sources failed to load');
  });

  it('is not the error a case asks for by failing a service, nor a page at rest', () => {
    expect(unaskedState(failing, { statusPage: '页面出错了', failedSources: 0 })).toBeUndefined();
    expect(unaskedState(failing, { failedSources: 1 })).toBeUndefined();
    expect(unaskedState(plain, { failedSources: 0 })).toBeUndefined();
  });
});
