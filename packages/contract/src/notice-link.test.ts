import { describe, expect, it } from 'vitest';
import { noticeTarget } from './notice-link.ts';
import type { Notice } from './notices.ts';

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
