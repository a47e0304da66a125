import { describe, expect, it } from 'vitest';
import { dropTarget, pathAfterMove } from '../../../../../../studio/console/visual/model/moves';

describe('where a moved node goes', () => {
  it('counts the drop place once the node has left its own', () => {
    expect(dropTarget(['body', 1], ['body', 3], 'before')).toEqual({ listPath: ['body'], index: 2 });
    expect(dropTarget(['body', 1], ['body', 3], 'after')).toEqual({ listPath: ['body'], index: 3 });
    expect(dropTarget(['body', 4], ['body', 1], 'before')).toEqual({ listPath: ['body'], index: 1 });
    expect(dropTarget(['body', 4], ['body', 2], 'inside', 3)).toEqual({ listPath: ['body', 2, 'children'], index: 3 });
    expect(dropTarget(['body', 2, 'children', 0], ['body', 2], 'inside', 3)).toEqual({ listPath: ['body', 2, 'children'], index: 2 });
    expect(dropTarget(['body', 2, 'children', 0], ['body', 5], 'after')).toEqual({ listPath: ['body'], index: 6 });
  });

  it('answers the moved node\'s new path, a later sibling\'s list having moved up', () => {
    expect(pathAfterMove(['body', 1], ['body', 3, 'children'], 0)).toEqual(['body', 2, 'children', 0]);
    expect(pathAfterMove(['body', 4], ['body', 3, 'children'], 2)).toEqual(['body', 3, 'children', 2]);
    expect(pathAfterMove(['body', 1], ['body'], 3)).toEqual(['body', 3]);
  });
});
