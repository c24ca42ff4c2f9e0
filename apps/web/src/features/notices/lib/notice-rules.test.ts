import { afterEach, describe, expect, it, vi } from 'vitest';
import { hideNotice, idsToDelete, NO_HIDDEN_NOTICES, restoreNotice } from './hidden-notices.ts';
import { nextPageNumber } from './next-page.ts';
import { noticePreview } from './notice-text.ts';
import { isNearBottom, throttle } from './scroll-near-bottom.ts';

describe('noticePreview', () => {
  it('keeps a text of at most 25 characters whole', () => {
    expect(noticePreview('Спасибо!')).toBe('Спасибо!');
    expect(noticePreview('a'.repeat(25))).toBe('a'.repeat(25));
  });

  it('cuts a longer text at 25 characters with an ellipsis', () => {
    expect(noticePreview('a'.repeat(26))).toBe(`${'a'.repeat(25)}…`);
    expect(noticePreview('Отличная тренировка сегодня была, спасибо')).toBe(
      'Отличная тренировка сегод…',
    );
  });

  it('counts emoji as one character each and never splits one', () => {
    expect(noticePreview(`${'😀'.repeat(26)}`)).toBe(`${'😀'.repeat(25)}…`);
  });

  it('reads line breaks and runs of spaces as one space', () => {
    expect(noticePreview('первая\nвторая\r\n  третья')).toBe('первая вторая третья');
  });

  it('leaves no space before the ellipsis', () => {
    expect(noticePreview(`${'a'.repeat(24)} bbbb`)).toBe(`${'a'.repeat(24)}…`);
  });
});

describe('nextPageNumber', () => {
  it('reads the page number after the last "="', () => {
    expect(nextPageNumber('/api/v2/notice/list/?page=3')).toBe(3);
    expect(nextPageNumber('https://api.example.com/api/v2/notice/list/?page=12')).toBe(12);
  });

  it('stops at a following parameter', () => {
    expect(nextPageNumber('/api/v2/notice/list/?page=4&x')).toBe(4);
  });

  it('answers null on the last page or without a page number', () => {
    expect(nextPageNumber(null)).toBeNull();
    expect(nextPageNumber('')).toBeNull();
    expect(nextPageNumber('/api/v2/notice/list/')).toBeNull();
    expect(nextPageNumber('/api/v2/notice/list/?page=')).toBeNull();
    expect(nextPageNumber('/api/v2/notice/list/?page=abc')).toBeNull();
    expect(nextPageNumber('/api/v2/notice/list/?page=0')).toBeNull();
  });
});

describe('hidden notices', () => {
  it('hides, restores and deletes only what stays hidden', () => {
    let hidden = hideNotice(NO_HIDDEN_NOTICES, 7);
    hidden = hideNotice(hidden, 3);
    hidden = hideNotice(hidden, 9);
    expect(hidden.has(7)).toBe(true);
    hidden = restoreNotice(hidden, 7);
    expect(hidden.has(7)).toBe(false);
    expect(idsToDelete(hidden)).toEqual([3, 9]);
  });

  it('never changes the set it was given', () => {
    const hidden = hideNotice(NO_HIDDEN_NOTICES, 1);
    expect(NO_HIDDEN_NOTICES.size).toBe(0);
    expect(hideNotice(hidden, 1)).toBe(hidden);
    expect(restoreNotice(hidden, 2)).toBe(hidden);
    restoreNotice(hidden, 1);
    expect(hidden.has(1)).toBe(true);
  });

  it('deletes nothing when nothing is hidden', () => {
    expect(idsToDelete(NO_HIDDEN_NOTICES)).toEqual([]);
  });
});

describe('loading the next page near the bottom', () => {
  afterEach(() => vi.useRealTimers());

  it('is near the bottom within 300 px', () => {
    expect(isNearBottom({ scrollTop: 700, clientHeight: 500, scrollHeight: 1500 })).toBe(true);
    expect(isNearBottom({ scrollTop: 699, clientHeight: 500, scrollHeight: 1500 })).toBe(false);
  });

  it('checks at most every 500 ms, with one trailing check', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const throttled = throttle(run, 500, () => Date.now());
    throttled.call();
    expect(run).toHaveBeenCalledTimes(1);
    throttled.call();
    throttled.call();
    vi.advanceTimersByTime(499);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(500);
    throttled.call();
    expect(run).toHaveBeenCalledTimes(3);
    throttled.call();
    throttled.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(3);
  });
});
