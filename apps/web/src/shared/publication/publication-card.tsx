import type { Publication } from '@app/contract';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatMoscowDate } from '../lib/dates.ts';
import { PREV_URL_IS_PREVIOUS } from '../lib/use-go-back.ts';
import { FileLink } from './file-link.tsx';
import { LikesRow } from './likes-row.tsx';
import styles from './publication-card.module.css';
import { useVideoModal } from './use-video-modal.tsx';
import { VideoThumbnails } from './video-thumbnails.tsx';

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
  const hasVideos = publication.videos.length > 0;

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
        <>
          {hasVideos ? (
            <VideoThumbnails videos={publication.videos} onOpen={openVideo} />
          ) : (
            publication.preview_image && (
              <img
                src={publication.preview_image}
                alt=""
                loading={priority ? 'eager' : 'lazy'}
                fetchPriority={priority ? 'high' : undefined}
                className={styles.image}
              />
            )
          )}
          {publication.audios.map((audio, index) => (
            <audio
              key={audio.pk}
              className={styles.audio}
              controls
              preload="none"
              src={audio.audio_url}
              aria-label={t('publication.audio', { number: index + 1 })}
            />
          ))}
          {publication.files.length > 0 && (
            <ul className={styles.files} aria-label={t('publication.files')}>
              {publication.files.map((file) => (
                <li key={file.pk}>
                  <FileLink
                    publicationId={publication.id}
                    itemId={file.pk}
                    href={file.doc_url}
                    name={file.name}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <LikesRow publication={publication} commentsHref={variant === 'feed' ? href : undefined} />
      {modal}
    </article>
  );
}
