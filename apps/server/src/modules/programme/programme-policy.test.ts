import { describe, expect, it } from 'vitest';
import type { Viewer } from '../publications/viewer.ts';
import { canOpenSection, viewerInFlow } from './programme-policy.ts';

const client: Viewer = {
  id: 7,
  isStaff: false,
  language: 'ru',
  flowId: 2,
  isGreen: false,
  isPaidRpp: true,
};

describe('programme policy', () => {
  it('opens only enabled sections', () => {
    expect(canOpenSection({ isEnabled: true })).toBe(true);
    expect(canOpenSection({ isEnabled: false })).toBe(false);
  });

  it('reads a flow as a member of it: its id, green and paid facts replace the current ones', () => {
    expect(viewerInFlow(client, { flowId: 1, isGreen: true, isPaidRpp: false })).toEqual({
      ...client,
      flowId: 1,
      isGreen: true,
      isPaidRpp: false,
    });
  });
});
