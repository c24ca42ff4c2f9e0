import { describe, expect, it } from 'vitest';
import {
  canFavorite,
  canFilterByFlows,
  canLikePublications,
  canMarkViewed,
} from './publications.ts';

const client = { isStaff: false, isGreen: false };
const green = { isStaff: false, isGreen: true };
const staff = { isStaff: true, isGreen: false };

describe('publication rules', () => {
  it.each([
    ['client', client, { like: true, view: true, favorite: true, flows: false }],
    ['green-flow client', green, { like: false, view: true, favorite: true, flows: false }],
    ['staff', staff, { like: true, view: false, favorite: false, flows: true }],
  ])('%s', (_name, viewer, expected) => {
    expect({
      like: canLikePublications(viewer),
      view: canMarkViewed(viewer),
      favorite: canFavorite(viewer),
      flows: canFilterByFlows(viewer),
    }).toEqual(expected);
  });
});
