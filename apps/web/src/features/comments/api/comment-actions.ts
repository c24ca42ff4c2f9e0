import { endpoints, type Comment, type CommentLikeState } from '@app/contract';
import { callApi } from '../../../shared/lib/call-api.ts';

// Comment actions report their failures themselves (toasts), never by moving to an error screen:
// a comment deleted meanwhile must not send the reader to /404.
const quiet = { handleErrors: false } as const;

/** POST like-comment/create/{pk}/ (form jwt_client, comment, like) or DELETE like-comment/delete/{pk}/. */
export function setCommentLiked(
  pk: number,
  liked: boolean,
  userId: number,
): Promise<CommentLikeState> {
  const params = { id: pk };
  if (!liked) return callApi(endpoints.likeCommentDelete, { params, ...quiet });
  const form = new FormData();
  form.append('jwt_client', String(userId));
  form.append('comment', String(pk));
  form.append('like', 'true');
  return callApi(endpoints.likeCommentCreate, { params, body: form, ...quiet });
}

/** DELETE comment/delete/{pk}/: the placeholder left (200) or nothing (204). */
export function deleteComment(pk: number): Promise<Comment | undefined> {
  return callApi(endpoints.commentDelete, { params: { id: pk }, ...quiet });
}

/** PATCH comment/is-fixed-update/{pk}/ with {is_fixed}. */
export function setCommentPinned(pk: number, isFixed: boolean): Promise<unknown> {
  return callApi(endpoints.commentIsFixedUpdate, {
    params: { id: pk },
    body: { is_fixed: isFixed },
    ...quiet,
  });
}

/** POST report-comment/create/{pk}/ with an empty object. */
export function reportComment(pk: number): Promise<unknown> {
  return callApi(endpoints.reportCommentCreate, { params: { id: pk }, body: {}, ...quiet });
}
