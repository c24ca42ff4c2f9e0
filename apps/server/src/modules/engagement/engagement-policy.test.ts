import { describe, expect, it } from 'vitest';
import { canFavorite, canLike, canMarkViewed } from './engagement-policy.ts';

const client = { isStaff: false, isGreen: false };
const green = { isStaff: false, isGreen: true };
const staff = { isStaff: true, isGreen: false };

describe('engagement policy', () => {
  it.each([
    ['client', client, { like: true, view: true, favorite: true }],
    ['green-flow client', green, { like: false, view: true, favorite: true }],
    ['staff', staff, { like: true, view: false, favorite: false }],
  ])('%s', (_name, viewer, expected) => {
    expect({
      like: canLike(viewer),
      view: canMarkViewed(viewer),
      favorite: canFavorite(viewer),
    }).toEqual(expected);
  });
});
