import type { Comment, CommentAuthor, CommentOrdering, Publication } from '@app/contract';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '../../../shared/lib/current-user.ts';
import { LockIcon } from '../../../shared/ui/icons.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useFixedComments } from '../api/get-fixed-comments.ts';
import { useParentComments } from '../api/get-parent-comments.ts';
import { refreshComments } from '../hooks/use-comment-mutations.ts';
import { useCommentSort } from '../hooks/use-comment-sort.ts';
import { useCommentTarget } from '../hooks/use-comment-target.ts';
import { readCommentTarget } from '../lib/comment-link.ts';
import { seesComments, showsSort } from '../lib/comment-rules.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentPagination } from './comment-pagination.tsx';
import { CommentSort } from './comment-sort.tsx';
import { CommentThread } from './comment-thread.tsx';
import {
  CommentsContext,
  type AuthorNameComponent,
  type CommentsContextValue,
} from './comments-context.ts';
import styles from './comments-section.module.css';

/** Spec 01 §9: after a page change, scroll to its first comment after 100 ms. */
const SCROLL_TO_FIRST_MS = 100;

function PlainAuthorName({ author, className }: { author: CommentAuthor; className?: string }) {
  return <span className={className}>{`${author.first_name} ${author.last_name}`.trim()}</span>;
}

export interface CommentsSectionProps {
  publication: Publication;
  /** Draws an author's name (the page passes the staff user card's); plain text by default. */
  AuthorName?: AuthorNameComponent;
}

/**
 * The comments of a publication (spec 01 §2–§5): input, sort, pinned comments, pages of 20
 * top-level comments with replies on demand, and deep links (`cId`/`chId`/`p`,
 * `comment_target_id`). Hidden for green-flow users.
 */
export function CommentsSection({
  publication,
  AuthorName = PlainAuthorName,
}: CommentsSectionProps) {
  const user = useCurrentUser();
  if (!seesComments(user)) return null;
  return <Comments publication={publication} AuthorName={AuthorName} />;
}

function Comments({ publication, AuthorName }: Required<CommentsSectionProps>) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [ordering, setOrdering] = useCommentSort();
  const [page, setPage] = useState(1);
  const [openThreads, setOpenThreads] = useState<ReadonlySet<number>>(new Set());
  const [replyTarget, setReplyTarget] = useState<Comment | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const scrollTimer = useRef<number | undefined>(undefined);
  const parents = useParentComments(publication.id, page, ordering);
  const fixed = useFixedComments(publication.id);
  const disabled = publication.disable_comments;

  const setThreadOpen = useCallback((pk: number, open: boolean) => {
    setOpenThreads((current) => {
      if (current.has(pk) === open) return current;
      const next = new Set(current);
      if (open) next.add(pk);
      else next.delete(pk);
      return next;
    });
  }, []);
  const openThread = useCallback((pk: number) => setThreadOpen(pk, true), [setThreadOpen]);
  const target = useCommentTarget({ publicationId: publication.id, ordering, setPage, openThread });
  const { show } = target;

  // A deep link (or a notice opened while on this page) names a comment to bring into view;
  // a link followed while the page is open may point at a comment newer than the lists.
  const linked = useRef(false);
  const followLink = useEffectEvent((search: string) => {
    const target = readCommentTarget(new URLSearchParams(search));
    if (linked.current) void refreshComments(queryClient, publication.id);
    linked.current = true;
    if (target) show(target);
  });
  const search = searchParams.toString();
  useEffect(() => followLink(search), [search]);

  useEffect(() => () => window.clearTimeout(scrollTimer.current), []);

  const changePage = (next: number) => {
    setPage(next);
    setReplyTarget(null);
    window.clearTimeout(scrollTimer.current);
    scrollTimer.current = window.setTimeout(
      () => listRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }),
      SCROLL_TO_FIRST_MS,
    );
  };

  const changeOrdering = (next: CommentOrdering) => {
    setOrdering(next);
    setPage(1);
  };

  const onCreated = useCallback(
    (comment: Comment) =>
      show({
        pk: comment.pk,
        parentPk: comment.parent,
        // A reply lives under a comment of this page; a new top-level one is looked up.
        page: comment.parent === null ? null : page,
      }),
    [show, page],
  );

  const context = useMemo<CommentsContextValue>(
    () => ({
      publication,
      user,
      ordering,
      page,
      disabled,
      AuthorName,
      replyTarget,
      setReplyTarget,
      isThreadOpen: (pk) => openThreads.has(pk),
      setThreadOpen,
      highlighted: target.highlighted,
      onCreated,
    }),
    [
      publication,
      user,
      ordering,
      page,
      disabled,
      AuthorName,
      replyTarget,
      openThreads,
      setThreadOpen,
      target.highlighted,
      onCreated,
    ],
  );

  const pinned = page === 1 ? (fixed.data?.results ?? []) : [];
  const pinnedPks = new Set(pinned.map((comment) => comment.pk));
  const listed = (parents.data?.results ?? []).filter((comment) => !pinnedPks.has(comment.pk));
  const countPages = parents.data?.pagination.count_pages ?? 1;
  const empty = parents.isSuccess && listed.length === 0 && pinned.length === 0;

  return (
    <CommentsContext value={context}>
      <section className={styles.section} aria-labelledby="comments-title">
        <div className={styles.header}>
          <h2 id="comments-title" className={styles.title}>
            {t('comments.title')}
            <span className={styles.count}>{publication.comments_count}</span>
          </h2>
          {showsSort(publication.comments_count) && (
            <CommentSort ordering={ordering} onChange={changeOrdering} />
          )}
        </div>
        {disabled ? (
          <p className={styles.notice}>
            <LockIcon size={18} />
            {t('comments.alertDanger')}
          </p>
        ) : (
          <CommentForm
            publicationId={publication.id}
            variant="top"
            onSent={(comment) => onCreated(comment)}
          />
        )}
        <div ref={listRef} className={styles.list} aria-busy={parents.isFetching}>
          {parents.isPending ? (
            <Spinner label={t('comments.loading')} />
          ) : parents.isError ? (
            <p className={styles.empty}>{t('comments.loadError')}</p>
          ) : empty ? (
            // With comments disabled the notice above says it all: nobody can be "the first".
            !disabled && <p className={styles.empty}>{t('comments.empty')}</p>
          ) : (
            <>
              {pinned.length > 0 && (
                <ul
                  className={`${styles.threads} ${styles.pinnedList}`}
                  aria-label={t('comments.pinned')}
                >
                  {pinned.map((comment) => (
                    <CommentThread key={comment.pk} comment={comment} />
                  ))}
                </ul>
              )}
              <ul className={styles.threads} aria-label={t('comments.list')}>
                {listed.map((comment) => (
                  <CommentThread key={comment.pk} comment={comment} />
                ))}
              </ul>
            </>
          )}
        </div>
        <CommentPagination page={page} countPages={countPages} onChange={changePage} />
      </section>
    </CommentsContext>
  );
}
