import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { EmptyState } from '../../../shared/listing/empty-state.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useFlowProgress } from '../api/get-flow-progress.ts';
import { ClientList } from './client-list.tsx';
import type { RenderClientName } from './client-row.tsx';
import { LoadError } from './load-error.tsx';
import styles from './progress-page.module.css';
import { SectionList } from './section-list.tsx';

export interface FlowProgressProps {
  flowId: number;
  renderClientName: RenderClientName;
}

/** The picked flow: its name, its sections' spreads and its clients; an empty flow says so. */
export function FlowProgress({ flowId, renderClientName }: FlowProgressProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const progress = useFlowProgress(flowId);
  if (progress.isPending) return <Spinner label={t('progress.loading')} />;
  if (progress.isError) {
    const unknown = progress.error instanceof ApiError && progress.error.status === 404;
    return unknown ? (
      <LoadError message={t('progress.notFound')} />
    ) : (
      <LoadError message={t('progress.loadFailed')} onRetry={() => void progress.refetch()} />
    );
  }
  const { flow, sections, clients } = progress.data;
  return (
    <section className={styles.flow} aria-labelledby={nameId}>
      <h2 id={nameId} className={styles.flowName}>
        {flow.name}
      </h2>
      {sections.length === 0 && clients.count === 0 ? (
        <EmptyState title={t('progress.empty.title')} text={t('progress.empty.text')} />
      ) : (
        <>
          <SectionList sections={sections} />
          <ClientList flowId={flowId} renderClientName={renderClientName} />
        </>
      )}
    </section>
  );
}
