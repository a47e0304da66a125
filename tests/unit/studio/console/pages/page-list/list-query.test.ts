import { describe, expect, it } from 'vitest';
import { filterFromQuery, queryWith } from '../../../../../../studio/console/pages/page-list/list-query';

describe('the page list\'s filters in the address', () => {
  it('reads the state, kind and search the service knows', () => {
    expect(filterFromQuery(new URLSearchParams('state=in-review&kind=campaign&search=%20winter%20'))).toEqual({ state: 'in-review', kind: 'campaign', search: 'winter' });
    expect(filterFromQuery(new URLSearchParams('state=deleted&kind=form&search='))).toEqual({});
  });

  it('changes one filter and keeps the others; an empty value removes it', () => {
    const query = new URLSearchParams('state=live&kind=info');
    expect(queryWith(query, 'search', '冬日').toString()).toBe('state=live&kind=info&search=%E5%86%AC%E6%97%A5');
    expect(queryWith(query, 'state', '').toString()).toBe('kind=info');
    expect(query.toString()).toBe('state=live&kind=info');
  });
});
