import type { Notice, NoticeComment } from './notices.ts';

/** Where clicking a notice leads, and whether the comment it names is gone. */
export interface NoticeTarget {
  /** An in-app path (hash route). */
  path: string;
  /** The notice names a comment that has been deleted since: the publication opens at its top. */
  commentGone: boolean;
}

/** The comment a notice points at: the reply for rtc, the liked comment for cl. */
function targetComment(notice: Notice): NoticeComment | null {
  if (notice.notice_type === 'rtc') return notice.sender_comment;
  if (notice.notice_type === 'cl') return notice.receiver_comment;
  return null;
}

/**
 * The deep link of a notice (the comment page resolves the page through comment/find, so `p` is
 * left out): topics `/topic/{pk}?cId={top-level}&chId={reply}`, feed and wiki publications
 * `/publicate/{pk}?comment_target_id={comment}`; an np or nudge notice opens its publication. Null when the
 * publication no longer exists.
 */
export function noticeTarget(notice: Notice): NoticeTarget | null {
  const publicationId = notice.publication?.pk ?? notice.new_publication?.id;
  if (publicationId === undefined) return null;
  const topic = notice.publication?.section === 'topic';
  const base = `${topic ? '/topic' : '/publicate'}/${publicationId}`;
  if (notice.notice_type === 'np' || notice.notice_type === 'nudge') {
    return { path: base, commentGone: false };
  }
  const comment = targetComment(notice);
  if (!comment) return { path: base, commentGone: true };
  // Ids only: nothing to escape.
  const query = topic
    ? `cId=${comment.parent ?? comment.pk}${comment.parent === null ? '' : `&chId=${comment.pk}`}`
    : `comment_target_id=${comment.pk}`;
  return { path: `${base}?${query}`, commentGone: false };
}
