import { describe, expect, it } from 'vitest';
import {
  clampPercent,
  isComplete,
  PROGRESS_BAR_MIN_WIDTH,
  progressBarWidth,
} from './progress-bar.ts';

describe('progressBarWidth', () => {
  const { desktop, mobile } = PROGRESS_BAR_MIN_WIDTH;

  it('shows no fill at all at 0%', () => {
    expect(progressBarWidth(0, desktop)).toBe(0);
    expect(progressBarWidth(0, mobile)).toBe(0);
    expect(progressBarWidth(0.4, mobile)).toBe(0);
  });

  it('lifts small values to 4% on desktop and 8% on mobile (spec 01 §9) and follows larger ones', () => {
    expect(desktop).toBe(4);
    expect(mobile).toBe(8);
    expect(progressBarWidth(1, desktop)).toBe(4);
    expect(progressBarWidth(1, mobile)).toBe(8);
    expect(progressBarWidth(3, desktop)).toBe(4);
    expect(progressBarWidth(5, desktop)).toBe(5);
    expect(progressBarWidth(5, mobile)).toBe(8);
    expect(progressBarWidth(8, mobile)).toBe(8);
    expect(progressBarWidth(42, mobile)).toBe(42);
    expect(progressBarWidth(100, desktop)).toBe(100);
  });

  it('never leaves 0..100', () => {
    expect(progressBarWidth(140, desktop)).toBe(100);
    expect(progressBarWidth(-10, mobile)).toBe(0);
    expect(progressBarWidth(Number.NaN, desktop)).toBe(0);
  });
});

describe('clampPercent and isComplete', () => {
  it('rounds into 0..100 and calls only 100 complete', () => {
    expect(clampPercent(33.4)).toBe(33);
    expect(clampPercent(99.6)).toBe(100);
    expect(isComplete(100)).toBe(true);
    expect(isComplete(99)).toBe(false);
    expect(isComplete(0)).toBe(false);
  });
});
