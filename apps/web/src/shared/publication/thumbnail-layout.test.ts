import { describe, expect, it } from 'vitest';
import { thumbnailLayout } from './thumbnail-layout.ts';

describe('thumbnailLayout', () => {
  it.each([
    [0, 'none'],
    [1, 'single'],
    [2, 'pair'],
    [3, 'lead-and-row'],
    [7, 'lead-and-row'],
  ] as const)('%i videos → %s', (count, layout) => {
    expect(thumbnailLayout(count)).toBe(layout);
  });
});
