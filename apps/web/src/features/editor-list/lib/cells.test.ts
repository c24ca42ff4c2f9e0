import { describe, expect, it } from 'vitest';
import { splitCellValues } from './cells.ts';

describe('splitCellValues', () => {
  it('shows the first two values and puts the rest in the popup', () => {
    expect(splitCellValues(['a', 'b', 'c', 'd'])).toEqual({
      shown: ['a', 'b'],
      rest: ['c', 'd'],
      empty: false,
    });
  });

  it('has no popup for two values or fewer', () => {
    expect(splitCellValues(['a', 'b'])).toEqual({ shown: ['a', 'b'], rest: [], empty: false });
    expect(splitCellValues(['a'])).toEqual({ shown: ['a'], rest: [], empty: false });
  });

  it.each([[[]], [null], [undefined], [''], [['', '  ']]])('is empty (shown as -) for %j', (v) => {
    expect(splitCellValues(v)).toEqual({ shown: [], rest: [], empty: true });
  });

  it('takes a single title (the group) as one value', () => {
    expect(splitCellValues('Физическая трансформация').shown).toEqual(['Физическая трансформация']);
  });
});
