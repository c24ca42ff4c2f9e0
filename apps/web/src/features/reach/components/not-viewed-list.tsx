import type { ReachResponse } from '@app/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { Avatar } from '../../../shared/ui/avatar.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import type { ReachPageParams } from '../api/reach-keys.ts';
import { fullName, notViewedPages } from '../lib/reach-figures.ts';
import { NotViewedPager } from './not-viewed-pager.tsx';
import styles from './reach-page.module.css';

export interface NotViewedListProps {
  query: UseQueryResult<ReachResponse>;
  params: ReachPageParams;
  onPage: (page: number) => void;
}

/**
 * One page of the users who have not viewed the post (avatar, name, flow), how many the search
 * found, and the pager; the previous page stays (dimmed) while the next loads.
 */
export function NotViewedList({ query, params, onPage }: NotViewedListProps) {
  const { t } = useTranslation();
  if (query.isError) {
    const badSearch = query.error instanceof ApiError && query.error.status === 400;
    return (
      <p role="alert" className={styles.error}>
        {t(badSearch ? 'reach.notViewed.searchFailed' : 'reach.notViewed.loadFailed')}
      </p>
    );
  }
  if (!query.data) return <Spinner label={t('reach.notViewed.loading')} />;
  const { count, results, next_page_number } = query.data.not_viewed;
  return (
    <div className={styles.list} aria-busy={query.isPlaceholderData}>
      {params.search !== '' && (
        <p className={styles.muted} role="status">
          {t('reach.notViewed.found', { count })}
        </p>
      )}
      {results.length === 0 ? (
        <p className={styles.muted}>
          {params.search === ''
            ? t('reach.notViewed.empty')
            : t('reach.notViewed.notFound', { search: params.search })}
        </p>
      ) : (
        <ul className={styles.users}>
          {results.map((user) => (
            <li key={user.pk} className={styles.user}>
              <Avatar src={user.avatar_url} alt="" size={40} />
              <span className={styles.userText}>
                <span className={styles.userName}>
                  {fullName(user) || t('reach.notViewed.noName')}
                </span>
                <span className={styles.userFlow}>
                  {user.flow_title || t('reach.notViewed.noFlow')}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <NotViewedPager
        page={params.page}
        pages={notViewedPages(count)}
        hasNext={next_page_number !== null}
        onPage={onPage}
      />
    </div>
  );
}
