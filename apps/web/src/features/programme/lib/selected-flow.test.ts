import { describe, expect, it } from 'vitest';
import { selectFlow } from './selected-flow.ts';

const flows = [
  { pk: 3, name: 'Поток 11' },
  { pk: 5, name: 'Поток 12' },
];

describe('selectFlow', () => {
  it('shows the last flow by default', () => {
    expect(selectFlow(flows, null)?.pk).toBe(5);
  });

  it('keeps a chosen flow of the list and ignores any other', () => {
    expect(selectFlow(flows, '3')?.pk).toBe(3);
    expect(selectFlow(flows, '4')?.pk).toBe(5);
    expect(selectFlow(flows, 'abc')?.pk).toBe(5);
  });

  it('has nothing to show without flows', () => {
    expect(selectFlow([], null)).toBeNull();
    expect(selectFlow([], '3')).toBeNull();
  });
});
