import { describe, expect, it } from 'vitest';
import {
  CommentCreateFields,
  CommentFindQuery,
  CommentPinBody,
  ParentCommentListQuery,
} from './comments.ts';
import { api } from './endpoints.ts';

describe('comment paths', () => {
  it('are the spec’s, verbatim', () => {
    expect(api.parentCommentList(3)).toBe('/api/v1/parent-comment/list/3/');
    expect(api.fixedCommentList(3)).toBe('/api/v1/fixed-comment/list/3/');
    expect(api.commentFind(3)).toBe('/api/v1/comment/find/3/');
    expect(api.childrenCommentList(4)).toBe('/api/v1/children-comment/list/4/');
    expect(api.commentCreate).toBe('/api/v1/comment/create/');
    expect(api.commentDelete(4)).toBe('/api/v1/comment/delete/4/');
    expect(api.likeCommentCreate(4)).toBe('/api/v1/like-comment/create/4/');
    expect(api.likeCommentDelete(4)).toBe('/api/v1/like-comment/delete/4/');
    expect(api.commentIsFixedUpdate(4)).toBe('/api/v1/comment/is-fixed-update/4/');
    expect(api.reportCommentCreate(4)).toBe('/api/v1/report-comment/create/4/');
  });
});

describe('ParentCommentListQuery', () => {
  it('defaults to page 1 oldest first, an empty ordering too', () => {
    expect(ParentCommentListQuery.parse({})).toEqual({ page: 1, ordering: 'created_at' });
    expect(ParentCommentListQuery.parse({ ordering: '' })).toEqual({
      page: 1,
      ordering: 'created_at',
    });
    expect(ParentCommentListQuery.parse({ page: '3', ordering: '-like_count' })).toEqual({
      page: 3,
      ordering: '-like_count',
    });
  });

  it.each([{ page: '0' }, { page: 'x' }, { page: ['1', '2'] }, { ordering: 'like_count' }])(
    'refuses %j',
    (query) => {
      expect(ParentCommentListQuery.safeParse(query).success).toBe(false);
    },
  );
});

describe('CommentFindQuery', () => {
  it('needs the target, defaults the page size to 20 and caps it at 100', () => {
    expect(CommentFindQuery.parse({ comment_target_id: '7' })).toEqual({
      comment_target_id: 7,
      parent_page_size: 20,
      ordering: 'created_at',
    });
    expect(CommentFindQuery.safeParse({}).success).toBe(false);
    expect(
      CommentFindQuery.safeParse({ comment_target_id: '7', parent_page_size: '101' }).success,
    ).toBe(false);
  });
});

describe('CommentCreateFields', () => {
  it('reads an absent, empty or "null" parent as a top-level comment', () => {
    for (const parent of [undefined, '', 'null', 'undefined']) {
      expect(CommentCreateFields.parse({ publication: '5', parent }).parent).toBeNull();
    }
    expect(CommentCreateFields.parse({ publication: '5', parent: '9', text: 'a' })).toEqual({
      publication: 5,
      parent: 9,
      text: 'a',
    });
  });

  it('limits the text to 4000 characters and refuses NUL', () => {
    expect(
      CommentCreateFields.safeParse({ publication: '5', text: 'a'.repeat(4000) }).success,
    ).toBe(true);
    expect(
      CommentCreateFields.safeParse({ publication: '5', text: 'a'.repeat(4001) }).success,
    ).toBe(false);
    expect(CommentCreateFields.safeParse({ publication: '5', text: 'a\u0000' }).success).toBe(
      false,
    );
  });
});

describe('CommentPinBody', () => {
  it('takes a boolean only', () => {
    expect(CommentPinBody.parse({ is_fixed: true })).toEqual({ is_fixed: true });
    expect(CommentPinBody.safeParse({ is_fixed: 'true' }).success).toBe(false);
  });
});
