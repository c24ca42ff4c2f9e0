import type { ProgressSection } from '@app/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LockIcon } from '../../../shared/ui/icons.tsx';
import {
  bucketCounts,
  clampPercent,
  formatPercent,
  histogramTotal,
} from '../lib/progress-figures.ts';
import { HistogramChart } from './histogram-chart.tsx';
import { HistogramTable } from './histogram-table.tsx';
import styles from './sections.module.css';

/**
 * One section: its title (a closed one marked 'Закрыт'), its lessons, its clients' average and
 * their spread over the ten buckets, drawn and, for screen readers, tabled.
 */
export function SectionCard({ section }: { section: ProgressSection }) {
  const { t } = useTranslation();
  const counts = useMemo(() => bucketCounts(section.histogram), [section.histogram]);
  const total = histogramTotal(counts);
  return (
    <li className={styles.section} data-closed={section.is_enabled ? undefined : ''}>
      <div className={styles.head}>
        <h4 className={styles.title}>{section.title}</h4>
        {!section.is_enabled && (
          <span className={styles.closed}>
            <LockIcon size={14} />
            {t('progress.sections.closed')}
          </span>
        )}
      </div>
      <p className={styles.facts}>
        <span>{t('progress.sections.lessons', { count: section.lessons_count })}</span>
        {total > 0 && (
          <span className={styles.average}>
            {t('progress.sections.average', {
              percent: formatPercent(clampPercent(section.average)),
            })}
          </span>
        )}
      </p>
      {total === 0 ? (
        <p className={styles.muted}>{t('progress.sections.noClients')}</p>
      ) : (
        <>
          <HistogramChart counts={counts} />
          <HistogramTable counts={counts} total={total} sectionTitle={section.title} />
        </>
      )}
    </li>
  );
}
