import { describe, expect, it } from 'vitest';
import { canOpenProgramme } from './programme.ts';

describe('programme rules', () => {
  it.each([
    ['client', { isStaff: false }, true],
    ['staff', { isStaff: true }, false],
  ])('%s opens the programme: %s', (_name, viewer, expected) => {
    expect(canOpenProgramme(viewer)).toBe(expected);
  });
});
