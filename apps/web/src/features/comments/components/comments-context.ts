import type { Comment, CommentAuthor, CommentOrdering, Publication, UserInfo } from '@app/contract';
import { createContext, useContext, type ComponentType } from 'react';

/** How an author's name is drawn; the page may pass one that opens the staff user card. */
export type AuthorNameComponent = ComponentType<{ author: CommentAuthor; className?: string }>;

/** What every comment of the section shares (kept in a context instead of drilled props). */
export interface CommentsContextValue {
  publication: Publication;
  user: UserInfo;
  ordering: CommentOrdering;
  page: number;
  /** disable_comments: no input, no reply links. */
  disabled: boolean;
  AuthorName: AuthorNameComponent;
  /** The comment whose reply box is open (one at a time), or null. */
  replyTarget: Comment | null;
  setReplyTarget: (comment: Comment | null) => void;
  isThreadOpen: (pk: number) => boolean;
  setThreadOpen: (pk: number, open: boolean) => void;
  /** The comment highlighted after a deep link or a send, for 2 s. */
  highlighted: number | null;
  /** A comment (or reply) was just sent: show it. */
  onCreated: (comment: Comment) => void;
}

export const CommentsContext = createContext<CommentsContextValue | null>(null);

/** The comment section's shared state; only inside CommentsSection. */
export function useCommentsContext(): CommentsContextValue {
  const value = useContext(CommentsContext);
  if (!value) throw new Error('useCommentsContext is used outside CommentsSection');
  return value;
}
