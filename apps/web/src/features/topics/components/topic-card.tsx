import type { TopicCard as TopicCardData } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoscowDate } from '../../../shared/lib/dates.ts';
import { useCurrentUser } from '../../../shared/lib/current-user.ts';
import styles from './topic-card.module.css';

/** A discussion of the community list; the whole card opens /topic/{id}. */
export function TopicCard({ topic }: { topic: TopicCardData }) {
  const { t } = useTranslation();
  const { language } = useCurrentUser();
  const last = topic.last_comment;
  return (
    <article className={styles.card} aria-labelledby={`topic-${topic.id}`}>
      {topic.preview_image && (
        <img className={styles.image} src={topic.preview_image} alt="" loading="lazy" />
      )}
      <div className={styles.body}>
        <h2 className={styles.title} id={`topic-${topic.id}`}>
          <Link className={styles.link} to={`/topic/${topic.id}`}>
            {topic.title}
          </Link>
        </h2>
        {topic.preview_text && <p className={styles.preview}>{topic.preview_text}</p>}
        <p className={styles.meta}>
          <span className={styles.count}>
            {t('topics.comments', { count: topic.comments_count })}
          </span>
          {last && (
            <span>
              {t('topics.lastComment', {
                name: `${last.first_name} ${last.last_name}`.trim(),
                date: formatMoscowDate(last.created_at, language, 'dateTime'),
              })}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
