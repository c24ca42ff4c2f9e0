import type { FlowProgressResponse } from '@app/contract';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { localizeFieldErrors } from '../../../shared/lib/field-errors.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useDownloadFlowProgress } from '../api/download-flow-progress.ts';
import { FIRST_PAGE, useProgressClients } from '../api/get-flow-progress.ts';
import type { ProgressPageParams } from '../api/progress-keys.ts';
import { pageCount } from '../lib/progress-figures.ts';
import { ClientPager } from './client-pager.tsx';
import { ClientRow, type RenderClientName } from './client-row.tsx';
import { ClientSearch } from './client-search.tsx';
import styles from './clients.module.css';
import { LoadError } from './load-error.tsx';
import pageStyles from './progress-page.module.css';

export interface ClientListProps {
  flowId: number;
  renderClientName: RenderClientName;
}

/**
 * 'Клиенты': the flow's clients, lowest progress first, a page at a time, narrowed by a name
 * search; 'Скачать CSV' saves them all (with the same search) with their progress per section.
 */
export function ClientList({ flowId, renderClientName }: ClientListProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [params, setParams] = useState<ProgressPageParams>(FIRST_PAGE);
  const clients = useProgressClients(flowId, params);
  const download = useDownloadFlowProgress(flowId);
  const page = clients.data?.clients;
  return (
    <section className={pageStyles.block} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h3 id={titleId} className={pageStyles.blockTitle}>
          {t('progress.clients.title')}
        </h3>
        <Button
          variant="secondary"
          disabled={download.isPending}
          onClick={() => download.mutate(params.search)}
        >
          {t(download.isPending ? 'progress.csv.downloading' : 'progress.csv.download')}
        </Button>
      </div>
      <ClientSearch applied={params.search} onSearch={(search) => setParams({ page: 1, search })} />
      {clients.isError ? (
        <LoadError
          message={clientsErrorMessage(t, clients.error)}
          onRetry={() => void clients.refetch()}
        />
      ) : page === undefined ? (
        <Spinner label={t('progress.clients.loading')} />
      ) : (
        <ClientPage
          page={page}
          search={params.search}
          busy={clients.isPlaceholderData}
          labelledBy={titleId}
          renderClientName={renderClientName}
        />
      )}
      {page && !clients.isError && (
        <ClientPager
          page={params.page}
          pages={pageCount(page.count)}
          hasNext={page.next_page_number !== null}
          onPage={(next) => setParams({ ...params, page: next })}
        />
      )}
    </section>
  );
}

interface ClientPageProps {
  page: FlowProgressResponse['clients'];
  search: string;
  /** The previous page, shown while the asked one loads. */
  busy: boolean;
  /** The id of the list's heading. */
  labelledBy: string;
  renderClientName: RenderClientName;
}

/** How many clients there are (or were found), and the page's clients. */
function ClientPage({ page, search, busy, labelledBy, renderClientName }: ClientPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className={styles.summary} role="status">
        {search
          ? t('progress.clients.found', { count: page.count })
          : t('progress.clients.count', { count: page.count })}{' '}
        {page.count > 0 && t('progress.clients.order')}
      </p>
      {page.results.length === 0 ? (
        <p className={styles.message}>
          {search ? t('progress.clients.notFound', { search }) : t('progress.clients.empty')}
        </p>
      ) : (
        <ol className={styles.list} aria-busy={busy} aria-labelledby={labelledBy}>
          {page.results.map((client) => (
            <ClientRow key={client.pk} client={client} renderClientName={renderClientName} />
          ))}
        </ol>
      )}
    </>
  );
}

/** A refused search says why (the server's field errors, translated); anything else, that it failed. */
function clientsErrorMessage(t: TFunction, error: Error): string {
  if (error instanceof ApiError && error.status === 400) {
    const reasons = Object.values(localizeFieldErrors(t, error)).flat();
    if (reasons.length > 0) {
      return t('progress.clients.searchFailed', { reason: reasons.join(' ') });
    }
  }
  return t('progress.clients.loadFailed');
}
