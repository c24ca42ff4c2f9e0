import type { Comment } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { formatMoscowDate } from '../../../shared/lib/dates.ts';
import { ArrowIcon, PinIcon, WarningIcon } from './comment-icons.tsx';
import styles from './comment-item.module.css';
import { useCommentsContext } from './comments-context.ts';

/**
 * The header line of a comment: author (the staff user card for staff), expert mark, whom a
 * reply answers, date in Moscow time, the pinned mark and, for those who see reports, the
 * reported mark.
 */
export function CommentMeta({ comment, seeReports }: { comment: Comment; seeReports: boolean }) {
  const { t, i18n } = useTranslation();
  const { AuthorName } = useCommentsContext();
  const addressee = comment.comment_to_jwt_client;
  const language = i18n.language === 'en' ? 'en' : 'ru';
  return (
    <header className={styles.meta}>
      <AuthorName author={comment.jwt_client} className={styles.author} />
      {comment.jwt_client.expert && <span className={styles.badge}>{t('comments.expert')}</span>}
      {addressee && (
        <span className={styles.addressee}>
          <ArrowIcon size={14} />
          <span className="visually-hidden">{`${t('comments.answerTo')} `}</span>
          {`${addressee.first_name} ${addressee.last_name}`.trim()}
        </span>
      )}
      <time className={styles.date} dateTime={comment.created_at}>
        {formatMoscowDate(comment.created_at, language, 'dateTime')}
      </time>
      {comment.isFixed && (
        <span className={styles.pinned}>
          <PinIcon size={14} />
          {t('comments.pinnedBadge')}
        </span>
      )}
      {seeReports && comment.bad_reported && (
        <span
          className={styles.reported}
          role="img"
          aria-label={t('comments.reported')}
          title={t('comments.reported')}
        >
          <WarningIcon size={18} />
        </span>
      )}
    </header>
  );
}
