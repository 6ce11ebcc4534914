import { describe, expect, it } from 'vitest';
import { moveItem, orderChanged } from './reorder';

describe('moveItem', () => {
  it('moves an entry up and down', () => {
    expect(moveItem([1, 2, 3, 4], 2, 0)).toEqual([3, 1, 2, 4]);
    expect(moveItem([1, 2, 3, 4], 0, 3)).toEqual([2, 3, 4, 1]);
  });
  it('clamps the target to the list and ignores an unknown source', () => {
    expect(moveItem([1, 2, 3], 1, 9)).toEqual([1, 3, 2]);
    expect(moveItem([1, 2, 3], 1, -4)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 5, 0)).toEqual([1, 2, 3]);
  });
  it('leaves the original list alone', () => {
    const list = [1, 2];
    moveItem(list, 0, 1);
    expect(list).toEqual([1, 2]);
  });
});

describe('orderChanged', () => {
  it('compares element by element', () => {
    expect(orderChanged([1, 2], [1, 2])).toBe(false);
    expect(orderChanged([1, 2], [2, 1])).toBe(true);
    expect(orderChanged([1], [1, 2])).toBe(true);
  });
});
