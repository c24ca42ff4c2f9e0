import type { Publication } from '@app/contract';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatMoscowDate } from '../lib/dates.ts';
import { PREV_URL_IS_PREVIOUS } from '../lib/use-go-back.ts';
import { LikesRow } from './likes-row.tsx';
import { PublicationCardMedia } from './publication-card-media.tsx';
import styles from './publication-card.module.css';
import { useVideoModal } from './use-video-modal.tsx';

export type PublicationCardVariant = 'feed' | 'detail';

export interface PublicationCardProps {
  publication: Publication;
  /** 'feed': the title links to the publication page; 'detail': the page's own heading. */
  variant: PublicationCardVariant;
  /**
   * The detail page's items (text, images, videos, audio, documents): they replace the card's
   * preview media, audio blocks and file links.
   */
  children?: ReactNode;
  /**
   * One of the first cards on screen: its preview image loads at once with high priority (the
   * largest paint), not lazily.
   */
  priority?: boolean;
}

/** The in-app address of the current screen, for `prev_url`. */
function useCurrentPath(): string {
  const location = useLocation();
  return location.pathname + location.search;
}

/**
 * A publication as feeds and the publication page show it: tag chips, title, date, preview
 * text, preview image or video thumbnails (opening the video modal), audio blocks, file links
 * and the likes row.
 */
export function PublicationCard({
  publication,
  variant,
  children,
  priority = false,
}: PublicationCardProps) {
  const { t, i18n } = useTranslation();
  const currentPath = useCurrentPath();
  const { openVideo, modal } = useVideoModal(publication);
  const href = `/publicate/${publication.id}?prev_url=${encodeURIComponent(currentPath)}`;
  const language = i18n.language === 'en' ? 'en' : 'ru';
  const Heading = variant === 'detail' ? 'h1' : 'h2';

  return (
    <article
      className={`${styles.card} ${styles[variant]}`}
      aria-labelledby={`publication-${publication.id}`}
    >
      {(publication.feed_group || publication.feed_tags.length > 0) && (
        <ul className={styles.tags} aria-label={t('publication.tags')}>
          {publication.feed_group && (
            <li
              className={styles.group}
              style={{ '--group-color': publication.feed_group.color } as CSSProperties}
            >
              {publication.feed_group.title}
            </li>
          )}
          {publication.feed_tags.map((tag) => (
            <li key={tag.slug} className={styles.tag}>
              {tag.title}
            </li>
          ))}
        </ul>
      )}
      {publication.status !== 'published' && (
        // Only staff get unpublished posts: the card says readers do not see it (yet).
        <p className={styles.state} data-state={publication.status}>
          {t(`publication.state.${publication.status}`)}
        </p>
      )}
      <Heading id={`publication-${publication.id}`} className={styles.title}>
        {variant === 'feed' ? (
          <Link to={href} state={PREV_URL_IS_PREVIOUS}>
            {publication.title}
          </Link>
        ) : (
          publication.title
        )}
      </Heading>
      {publication.pub_start_date && (
        <time className={styles.date} dateTime={publication.pub_start_date}>
          {formatMoscowDate(publication.pub_start_date, language, 'date')}
        </time>
      )}
      {publication.preview_text && <p className={styles.preview}>{publication.preview_text}</p>}
      {children ?? (
        <PublicationCardMedia
          publication={publication}
          priority={priority}
          onOpenVideo={openVideo}
        />
      )}
      <LikesRow publication={publication} commentsHref={variant === 'feed' ? href : undefined} />
      {modal}
    </article>
  );
}
