import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useLessons } from '../api/get-lessons.ts';
import { LessonItem } from './lesson-item.tsx';
import styles from './section-accordion.module.css';

/** The lessons of an expanded section, loaded once; a failure offers a retry. */
export function LessonList({ flowId, sectionId }: { flowId: number; sectionId: number }) {
  const { t } = useTranslation();
  const lessons = useLessons(flowId, sectionId);

  if (lessons.isPending) {
    return (
      <div className={styles.panelNote}>
        <Spinner label={t('programme.lessonsLoading')} />
      </div>
    );
  }
  if (lessons.isError) {
    return (
      <div className={styles.panelNote} role="alert">
        <span>{t('programme.lessonsFailed')}</span>
        <Button variant="secondary" onClick={() => void lessons.refetch()}>
          {t('programme.retry')}
        </Button>
      </div>
    );
  }
  if (lessons.data.length === 0) {
    return <p className={styles.panelNote}>{t('programme.noLessons')}</p>;
  }
  return (
    <ol className={styles.lessons} aria-label={t('programme.lessons')}>
      {lessons.data.map((lesson) => (
        <LessonItem key={lesson.id} lesson={lesson} />
      ))}
    </ol>
  );
}
