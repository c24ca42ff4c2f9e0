import type { Comment } from '@app/contract';

/** A test comment by another client, with `overrides` applied. */
export function buildComment(overrides: Partial<Comment> = {}): Comment {
  return {
    pk: 1,
    text_web: 'Отличная тренировка!',
    created_at: '2025-03-12T09:05:00.000Z',
    jwt_client: {
      first_name: 'Юлия',
      last_name: 'Павлова',
      avatar_url: '',
      is_staff: false,
      expert: false,
      user_id: 40,
    },
    comment_to_jwt_client: null,
    comment_images: [],
    like_count: 2,
    i_liked: false,
    is_my_comment: false,
    childrens_count: 0,
    abstract_removed: false,
    bad_reported: false,
    isFixed: false,
    answer_to_comment: null,
    comment_to_comment_delete: false,
    parent: null,
    ...overrides,
  };
}
