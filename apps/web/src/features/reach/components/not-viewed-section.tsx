import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { useDownloadNotViewed } from '../api/download-not-viewed.ts';
import { useNotViewedPage } from '../api/get-reach.ts';
import type { ReachPageParams } from '../api/reach-keys.ts';
import { NotViewedList } from './not-viewed-list.tsx';
import { NotViewedSearch } from './not-viewed-search.tsx';
import { RemindButton } from './remind-button.tsx';
import styles from './reach-page.module.css';

export interface NotViewedSectionProps {
  pk: number;
  /** Users of the audience who have not viewed the post: `not_viewed.count` without a search. */
  total: number;
}

/**
 * 'Не посмотрели': how many, Download CSV (the whole list, narrowed by the applied search) and
 * Remind, the name search, and the list page by page.
 */
export function NotViewedSection({ pk, total }: NotViewedSectionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [params, setParams] = useState<ReachPageParams>({ page: 1, search: '' });
  const page = useNotViewedPage(pk, params);
  const download = useDownloadNotViewed(pk);
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.sectionHead}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {t('reach.notViewed.title')}{' '}
          <span className={styles.count}>{t('reach.notViewed.count', { count: total })}</span>
        </h2>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            aria-busy={download.isPending}
            // Kept enabled (and focused) while the file comes; a second press waits for it.
            onClick={() => !download.isPending && download.mutate(params.search)}
          >
            {download.isPending ? t('reach.csv.downloading') : t('reach.csv.download')}
          </Button>
          <RemindButton pk={pk} notViewed={total} />
        </div>
      </div>
      <NotViewedSearch
        applied={params.search}
        onSearch={(search) => setParams({ page: 1, search })}
      />
      <NotViewedList
        query={page}
        params={params}
        onPage={(number) => setParams({ ...params, page: number })}
      />
    </section>
  );
}
