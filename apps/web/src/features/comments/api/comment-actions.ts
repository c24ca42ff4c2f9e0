import { api, type Comment, type CommentLikeState } from '@app/contract';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { apiUrl } from '../../../shared/lib/runtime-config.ts';

// Comment actions report their failures themselves (toasts), never by moving to an error screen:
// a comment deleted meanwhile must not send the reader to /404.
const quiet = { handleErrors: false } as const;

/** POST like-comment/create/{pk}/ (form jwt_client, comment, like) or DELETE like-comment/delete/{pk}/. */
export function setCommentLiked(
  pk: number,
  liked: boolean,
  userId: number,
): Promise<CommentLikeState> {
  if (!liked) return apiRequest(apiUrl(api.likeCommentDelete(pk)), { method: 'DELETE', ...quiet });
  const form = new FormData();
  form.append('jwt_client', String(userId));
  form.append('comment', String(pk));
  form.append('like', 'true');
  return apiRequest(apiUrl(api.likeCommentCreate(pk)), { method: 'POST', body: form, ...quiet });
}

/** DELETE comment/delete/{pk}/: the placeholder left (200) or nothing (204). */
export function deleteComment(pk: number): Promise<Comment | undefined> {
  return apiRequest(apiUrl(api.commentDelete(pk)), { method: 'DELETE', ...quiet });
}

/** PATCH comment/is-fixed-update/{pk}/ with {is_fixed}. */
export function setCommentPinned(pk: number, isFixed: boolean): Promise<unknown> {
  return apiRequest(apiUrl(api.commentIsFixedUpdate(pk)), {
    method: 'PATCH',
    body: { is_fixed: isFixed },
    ...quiet,
  });
}

/** POST report-comment/create/{pk}/ with an empty object. */
export function reportComment(pk: number): Promise<unknown> {
  return apiRequest(apiUrl(api.reportCommentCreate(pk)), { method: 'POST', body: {}, ...quiet });
}
