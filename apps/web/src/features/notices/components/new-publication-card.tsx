import type { NoticeNewPublication } from '@app/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoscowDate } from '../../../shared/lib/dates.ts';
import { PlayIcon } from '../../../shared/ui/icons.tsx';
import styles from './notices.module.css';

/** Most video thumbnails an np card shows; the rest are counted. */
const MAX_THUMBNAILS = 3;

/**
 * The new publication of an np notice: a card in its group's colour with the title, preview
 * text, preview image or video thumbnails and the publication date (Moscow time).
 */
export function NewPublicationCard({ publication }: { publication: NoticeNewPublication }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'ru';
  const thumbnails = publication.videos.slice(0, MAX_THUMBNAILS);
  const style = { '--group-color': publication.color || 'var(--color-primary)' } as CSSProperties;
  return (
    <span className={styles.card} style={style}>
      {publication.img ? (
        <img className={styles.cardImage} src={publication.img} alt="" loading="lazy" />
      ) : (
        thumbnails.length > 0 && (
          <span className={styles.thumbs} data-count={thumbnails.length}>
            {thumbnails.map((video, index) => (
              <span key={index} className={styles.thumb}>
                {video.img_url && <img src={video.img_url} alt="" loading="lazy" />}
                <span className={styles.play}>
                  <PlayIcon size={16} />
                </span>
              </span>
            ))}
          </span>
        )
      )}
      <span className={styles.cardBody}>
        <span className={styles.cardTitle}>{publication.title}</span>
        {publication.preview_text && (
          <span className={styles.cardPreview}>{publication.preview_text}</span>
        )}
        <span className={styles.cardMeta}>
          {publication.pub_start_date && (
            <time dateTime={publication.pub_start_date}>
              {formatMoscowDate(publication.pub_start_date, language, 'date')}
            </time>
          )}
          {publication.videos.length > 0 && (
            <span>{t('notices.videoCount', { count: publication.videos.length })}</span>
          )}
        </span>
      </span>
    </span>
  );
}
