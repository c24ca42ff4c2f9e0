import { describe, expect, it } from 'vitest';
import { commentPath, readCommentTarget } from './comment-link.ts';

describe('comment links', () => {
  it('writes the topic form with the page of the top-level comment', () => {
    expect(commentPath({ publicationId: 7, comment: { pk: 30, parent: null }, page: 2 })).toBe(
      '/topic/7?cId=30&p=2',
    );
    expect(commentPath({ publicationId: 7, comment: { pk: 31, parent: 30 }, page: 2 })).toBe(
      '/topic/7?cId=30&chId=31&p=2',
    );
  });

  it('reads cId / chId / p and comment_target_id', () => {
    const read = (query: string) => readCommentTarget(new URLSearchParams(query));
    expect(read('cId=30&p=2')).toEqual({ pk: 30, parentPk: null, page: 2 });
    expect(read('cId=30&chId=31&p=2')).toEqual({ pk: 31, parentPk: 30, page: 2 });
    expect(read('cId=30')).toEqual({ pk: 30, parentPk: null, page: null });
    expect(read('comment_target_id=44&prev_url=%2F')).toEqual({
      pk: 44,
      parentPk: null,
      page: null,
    });
  });

  it('ignores what is not a positive id', () => {
    const read = (query: string) => readCommentTarget(new URLSearchParams(query));
    expect(read('')).toBeNull();
    expect(read('cId=abc')).toBeNull();
    expect(read('comment_target_id=0')).toBeNull();
    expect(read('cId=30&p=-1')).toEqual({ pk: 30, parentPk: null, page: null });
    expect(read('chId=99999999999')).toBeNull();
  });
});
