import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.ts';

describe('editDistance', () => {
  it('counts inserted, dropped and replaced letters', () => {
    expect(editDistance('тренировка', 'тренировка')).toBe(0);
    expect(editDistance('тренеровка', 'тренировка')).toBe(1);
    expect(editDistance('тренирвка', 'тренировка')).toBe(1);
    expect(editDistance('трениировка', 'тренировка')).toBe(1);
    expect(editDistance('', 'сон')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('counts two swapped neighbours as one typo', () => {
    expect(editDistance('trainnig', 'training')).toBe(1);
    expect(editDistance('тренирвока', 'тренировка')).toBe(1);
  });
});
