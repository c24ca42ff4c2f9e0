import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';
import { useReach } from '../api/get-reach.ts';
import { NotViewedSection } from './not-viewed-section.tsx';
import { ReachChart } from './reach-chart.tsx';
import { ReachFigures } from './reach-figures.tsx';
import { ReachHeading } from './reach-heading.tsx';
import styles from './reach-page.module.css';

/**
 * /editor/reach/:id (staff): who the post reached. Its counts, its views, likes and comments per
 * day, and the audience that has not viewed it, with a CSV of them and a reminder to them.
 */
export function ReachPage() {
  const { id } = useParams();
  const pk = Number(id);
  if (!Number.isInteger(pk) || pk <= 0) return <Navigate to="/404" replace />;
  return <ReachScreen key={pk} pk={pk} />;
}

function ReachScreen({ pk }: { pk: number }) {
  const { t } = useTranslation();
  const reach = useReach(pk);
  return (
    <div className={styles.page}>
      <ReachHeading pk={pk} />
      {reach.data ? (
        <>
          <ReachFigures reach={reach.data} />
          <ReachChart days={reach.data.by_day} />
          <NotViewedSection pk={pk} total={reach.data.not_viewed.count} />
        </>
      ) : reach.isError ? (
        <p role="alert" className={styles.error}>
          {t('reach.loadFailed')}
        </p>
      ) : (
        <PageSpinner label={t('reach.loading')} />
      )}
    </div>
  );
}
