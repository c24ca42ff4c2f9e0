import { describe, expect, it } from 'vitest';
import { userKinds } from '../../test-support/user-info.ts';
import { engagementControls, needsViewConfirmation } from './engagement-rules.ts';

const multi = { is_show_view_button: true, videoCount: 3 };

describe('engagementControls', () => {
  it('gives a client every control on a multi-video post', () => {
    expect(engagementControls(userKinds.client, multi)).toEqual({
      likes: true,
      favorite: true,
      viewed: true,
      itemViewed: true,
    });
  });

  it('hides likes and comments from green-flow users', () => {
    expect(engagementControls(userKinds.green, multi).likes).toBe(false);
  });

  it('gives staff no viewed or favorite controls', () => {
    expect(engagementControls(userKinds.staff, multi)).toMatchObject({
      likes: true,
      favorite: false,
      viewed: false,
      itemViewed: false,
    });
  });

  it.each([
    [{ is_show_view_button: true, videoCount: 2 }, true],
    [{ is_show_view_button: true, videoCount: 1 }, false],
    [{ is_show_view_button: true, videoCount: 0 }, false],
    [{ is_show_view_button: false, videoCount: 4 }, false],
  ])('shows the viewed button for %o: %s', (post, shown) => {
    expect(engagementControls(userKinds.client, post).viewed).toBe(shown);
  });
});

describe('needsViewConfirmation', () => {
  it('asks a client marking a multi-video post viewed', () => {
    expect(needsViewConfirmation(userKinds.client, 2, true)).toBe(true);
  });

  it('never asks on unmarking, single-video posts or staff', () => {
    expect(needsViewConfirmation(userKinds.client, 2, false)).toBe(false);
    expect(needsViewConfirmation(userKinds.client, 1, true)).toBe(false);
    expect(needsViewConfirmation(userKinds.staff, 3, true)).toBe(false);
  });
});
