import type { Notice } from '@app/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hideNotice, idsToDelete, NO_HIDDEN_NOTICES, restoreNotice } from './hidden-notices.ts';
import { nextPageNumber } from './next-page.ts';
import { noticeTarget } from '@app/contract';
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

function notice(overrides: Partial<Notice>): Notice {
  return {
    id: 1,
    notice_type: 'rtc',
    read: false,
    created_at: '2026-03-01T10:00:00.000Z',
    sender_jwt_client: { first_name: 'Иван', last_name: 'Петров', avatar_url: '' },
    sender_comment: { pk: 31, text: 'ответ', parent: 30, abstract_removed: false },
    receiver_comment: { pk: 30, text: 'мой', parent: null, abstract_removed: false },
    publication: { pk: 5, section: 'topic' },
    new_publication: null,
    ...overrides,
  };
}

describe('noticeTarget', () => {
  it('opens a topic at the reply: cId the top-level comment, chId the reply', () => {
    expect(noticeTarget(notice({}))).toEqual({
      path: '/topic/5?cId=30&chId=31',
      commentGone: false,
    });
  });

  it('opens a feed publication at the reply through comment_target_id', () => {
    expect(noticeTarget(notice({ publication: { pk: 8, section: 'feed' } }))?.path).toBe(
      '/publicate/8?comment_target_id=31',
    );
  });

  it('opens a liked top-level comment of a topic with cId only', () => {
    const liked = notice({ notice_type: 'cl', sender_comment: null });
    expect(noticeTarget(liked)?.path).toBe('/topic/5?cId=30');
  });

  it('opens a liked reply of a topic with cId and chId', () => {
    const liked = notice({
      notice_type: 'cl',
      sender_comment: null,
      receiver_comment: { pk: 44, text: 'мой ответ', parent: 40, abstract_removed: false },
    });
    expect(noticeTarget(liked)?.path).toBe('/topic/5?cId=40&chId=44');
  });

  it('opens an np notice on its publication', () => {
    const np = notice({
      notice_type: 'np',
      sender_jwt_client: null,
      sender_comment: null,
      receiver_comment: null,
      publication: { pk: 12, section: 'feed' },
      new_publication: {
        id: 12,
        title: 'Новая',
        color: '#3f8cff',
        preview_text: '',
        img: '',
        videos: [],
        pub_start_date: null,
      },
    });
    expect(noticeTarget(np)).toEqual({ path: '/publicate/12', commentGone: false });
  });

  it('opens the publication and says so when the comment is gone', () => {
    expect(noticeTarget(notice({ sender_comment: null }))).toEqual({
      path: '/topic/5',
      commentGone: true,
    });
  });

  it('has nowhere to go without a publication', () => {
    expect(noticeTarget(notice({ publication: null }))).toBeNull();
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
