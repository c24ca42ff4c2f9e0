import type { CommentAuthor, Publication } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/lib/current-user.ts';
import { LockIcon } from '../../../shared/ui/icons.tsx';
import { useFixedComments } from '../api/get-fixed-comments.ts';
import { useParentComments } from '../api/get-parent-comments.ts';
import { useCommentsSection } from '../hooks/use-comments-section.ts';
import { seesComments } from '../lib/comment-rules.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentList } from './comment-list.tsx';
import { CommentPagination } from './comment-pagination.tsx';
import { CommentsContext, type AuthorNameComponent } from './comments-context.ts';
import { CommentsHeading } from './comments-heading.tsx';
import styles from './comments-section.module.css';

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
  const { context, listRef, changePage, changeOrdering } = useCommentsSection(
    publication,
    AuthorName,
  );
  const { page, ordering, disabled, onCreated } = context;
  const parents = useParentComments(publication.id, page, ordering);
  const fixed = useFixedComments(publication.id);
  const pinned = page === 1 ? (fixed.data?.results ?? []) : [];
  const pinnedPks = new Set(pinned.map((comment) => comment.pk));
  const listed = (parents.data?.results ?? []).filter((comment) => !pinnedPks.has(comment.pk));

  return (
    <CommentsContext value={context}>
      <section className={styles.section} aria-labelledby="comments-title">
        <CommentsHeading
          count={publication.comments_count}
          ordering={ordering}
          onOrderingChange={changeOrdering}
        />
        {disabled ? (
          <p className={styles.notice}>
            <LockIcon size={18} />
            {t('comments.alertDanger')}
          </p>
        ) : (
          <CommentForm publicationId={publication.id} variant="top" onSent={onCreated} />
        )}
        <div ref={listRef} className={styles.list} aria-busy={parents.isFetching}>
          <CommentList
            status={parents.status}
            pinned={pinned}
            listed={listed}
            disabled={disabled}
          />
        </div>
        <CommentPagination
          page={page}
          countPages={parents.data?.pagination.count_pages ?? 1}
          onChange={changePage}
        />
      </section>
    </CommentsContext>
  );
}
