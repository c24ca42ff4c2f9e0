import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-body-parser.ts';

describe('nestsDeeperThan', () => {
  it.each([
    ['[[1]]', 2, false],
    ['[[[1]]]', 2, true],
    ['{"a":{"b":[]}}', 3, false],
    ['{"a":{"b":[{}]}}', 3, true],
    ['[1,[2],[3],{"a":[4]}]', 3, false],
  ])('%s at most %i levels: %s', (text, depth, deeper) => {
    expect(nestsDeeperThan(text, depth)).toBe(deeper);
  });

  it('does not count brackets inside strings, escaped quotes and backslashes included', () => {
    expect(nestsDeeperThan('["[[[[", "{{{{"]', 1)).toBe(false);
    expect(nestsDeeperThan('["\\"[[[[", "\\\\", "a\\\\\\"[[["]', 1)).toBe(false);
    expect(nestsDeeperThan('["\\\\", [[1]]]', 2)).toBe(true);
  });

  it('leaves text that cannot be JSON to JSON.parse', () => {
    expect(nestsDeeperThan('["unclosed [[[[', 1)).toBe(false);
    expect(nestsDeeperThan(']]][[[[', 2)).toBe(false);
  });

  it('stops at the first level too many of ten million brackets', () => {
    const started = performance.now();
    expect(nestsDeeperThan('['.repeat(10_000_000), 32)).toBe(true);
    expect(nestsDeeperThan(`"${'\\\\'.repeat(1_000_000)}"`, 32)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
