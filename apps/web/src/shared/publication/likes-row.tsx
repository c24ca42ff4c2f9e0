import type { Publication } from '@app/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../lib/current-user.ts';
import { useOnline } from '../lib/use-online.ts';
import { CommentIcon, FavoritesIcon, HeartIcon } from '../ui/icons.tsx';
import { engagementControls } from './engagement-rules.ts';
import styles from './likes-row.module.css';
import { useToggleFavorite } from './use-toggle-favorite.ts';
import { useToggleLike } from './use-toggle-like.ts';
import { ViewedToggle } from './viewed-toggle.tsx';

/**
 * The likes row of a publication: like toggle with its count, favorite and viewed toggles and
 * the comments count, each shown by the role rules of spec 01 §5–6.
 */
export function LikesRow({
  publication,
  commentsHref,
}: {
  publication: Publication;
  /** Where the comments count leads (the feed card links to the publication). */
  commentsHref?: string;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const toggleLike = useToggleLike();
  const toggleFavorite = useToggleFavorite();
  // Offline, liking and starring would only fail: disabled, with the reason said beside them.
  const online = useOnline();
  const offlineNoteId = useId();
  const offline = online ? {} : { disabled: true, 'aria-describedby': offlineNoteId };
  const controls = engagementControls(user, {
    is_show_view_button: publication.is_show_view_button,
    videoCount: publication.videos.length,
  });

  // Phones show the bare number beside the icon; the full label stays as the accessible name.
  const comments = (
    <>
      <CommentIcon size={20} />
      <span className={styles.shortLabel} aria-hidden="true">
        {publication.comments_count}
      </span>
      <span className={styles.longLabel}>
        {t('publication.comments', { count: publication.comments_count })}
      </span>
    </>
  );

  return (
    <div className={styles.row}>
      {controls.likes && (
        <button
          type="button"
          className={`${styles.toggle} ${styles.like}`}
          aria-pressed={publication.i_liked}
          aria-label={t('publication.like')}
          {...offline}
          onClick={() => toggleLike.mutate({ id: publication.id, liked: !publication.i_liked })}
        >
          <HeartIcon size={20} fill={publication.i_liked ? 'currentColor' : 'none'} />
          <span data-testid="like-count">{publication.like_count}</span>
        </button>
      )}
      {controls.likes &&
        (commentsHref ? (
          <Link to={commentsHref} className={styles.comments}>
            {comments}
          </Link>
        ) : (
          <span className={styles.comments}>{comments}</span>
        ))}
      <span className={styles.spacer} />
      {controls.viewed && <ViewedToggle publication={publication} user={user} />}
      {controls.favorite && (
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={publication.favorite}
          aria-label={t('publication.favorite')}
          {...offline}
          onClick={() =>
            toggleFavorite.mutate({ id: publication.id, favorite: !publication.favorite })
          }
        >
          <FavoritesIcon size={20} fill={publication.favorite ? 'currentColor' : 'none'} />
        </button>
      )}
      {!online && (controls.likes || controls.favorite) && (
        <p id={offlineNoteId} className={styles.offlineNote}>
          {t('offline.needsConnection')}
        </p>
      )}
    </div>
  );
}
