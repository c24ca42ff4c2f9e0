import type { Lesson } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CheckIcon, PlayIcon } from '../../../shared/ui/icons.tsx';
import { durationMinutes } from '../lib/duration.ts';
import { clampPercent } from '../lib/progress-bar.ts';
import { ClockIcon } from './programme-icons.tsx';
import styles from './section-accordion.module.css';

/** The viewed state of a lesson (i_view 100 is viewed). */
function useViewedText(iView: number): { text: string; state: 'viewed' | 'partly' | 'none' } {
  const { t } = useTranslation();
  const percent = clampPercent(iView);
  if (percent === 100) return { text: t('programme.viewed'), state: 'viewed' };
  if (percent > 0) return { text: t('programme.partlyViewed', { percent }), state: 'partly' };
  return { text: t('programme.notViewed'), state: 'none' };
}

/**
 * A lesson of a section: its title opening the publication (back returns here), read time in
 * minutes, viewed state and its videos with durations in minutes and viewed marks.
 */
export function LessonItem({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation();
  const location = useLocation();
  const viewed = useViewedText(lesson.i_view);
  const back = encodeURIComponent(location.pathname + location.search);
  const href = `/publicate/${lesson.id}?prev_url=${back}`;

  return (
    <li className={styles.lesson} data-viewed={viewed.state}>
      <div className={styles.lessonHead}>
        <span className={styles.lessonMark} aria-hidden="true">
          {viewed.state === 'viewed' && <CheckIcon size={16} />}
        </span>
        <div className={styles.lessonText}>
          {lesson.active ? (
            <Link to={href} className={styles.lessonTitle}>
              {lesson.title}
            </Link>
          ) : (
            <span className={styles.lessonTitle}>{lesson.title}</span>
          )}
          <span className={styles.lessonMeta}>
            {lesson.read_time > 0 && (
              <span className={styles.readTime}>
                <ClockIcon size={16} />
                {t('programme.readTime', { count: lesson.read_time })}
              </span>
            )}
            <span className={styles.viewedState} data-state={viewed.state}>
              {viewed.text}
            </span>
          </span>
        </div>
      </div>
      {lesson.videos.length > 0 && (
        <ul className={styles.videos} aria-label={t('programme.videos')}>
          {lesson.videos.map((video, index) => {
            const minutes = durationMinutes(video.video_duration);
            return (
              <li key={video.pk} className={styles.video} data-viewed={video.is_view || undefined}>
                <PlayIcon size={14} className={styles.videoIcon} />
                <span className={styles.videoName}>
                  {video.video_name || t('programme.videoUntitled', { number: index + 1 })}
                </span>
                {minutes !== null && (
                  <span className={styles.videoDuration}>
                    {t('programme.minutes', { count: minutes })}
                  </span>
                )}
                <span className={styles.videoMark}>
                  {video.is_view && <CheckIcon size={16} />}
                  <span className="visually-hidden">
                    {video.is_view ? t('programme.videoViewed') : t('programme.videoNotViewed')}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}
