import { describe, expect, it } from 'vitest';
import { parseFlowId, progressPath } from './progress-url.ts';

describe('progress url', () => {
  it('puts the picked flow in the path', () => {
    expect(progressPath()).toBe('/editor/progress');
    expect(progressPath(12)).toBe('/editor/progress/12');
  });

  it('reads only positive whole ids that fit a database row', () => {
    expect(parseFlowId('12')).toBe(12);
    expect(parseFlowId('2147483647')).toBe(2_147_483_647);
    for (const segment of ['0', '-1', '012', '1.5', 'abc', '', '2147483648']) {
      expect(parseFlowId(segment)).toBeNull();
    }
  });
});
