import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { buttonClassName } from '../../../shared/ui/button.tsx';
import { usePickedFlow } from '../hooks/use-picked-flow.ts';
import { plainClientName, type RenderClientName } from './client-row.tsx';
import { FlowPicker } from './flow-picker.tsx';
import { FlowProgress } from './flow-progress.tsx';
import styles from './progress-page.module.css';

export type { ClientNameProps, RenderClientName } from './client-row.tsx';

export interface ProgressPageProps {
  /** Draws a client's name; the app's route gives one that opens the user card. Plain text by default. */
  renderClientName?: RenderClientName;
}

/**
 * /editor/progress/:flowId? (staff): pick a flow, then see how its clients advance through its
 * programme — each section's spread as a histogram, and the clients, lowest progress first.
 * The picked flow lives in the path, so a reload or Back keeps it.
 */
export function ProgressPage({ renderClientName = plainClientName }: ProgressPageProps) {
  const { t } = useTranslation();
  const { flowId, invalid, pick } = usePickedFlow();
  if (invalid) return <Navigate to="/404" replace />;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('progress.title')}</h1>
        <Link to="/editor/list" className={buttonClassName('secondary', styles.back)}>
          {t('progress.back')}
        </Link>
      </header>

      <FlowPicker selected={flowId} onPick={pick} />

      {flowId === null ? (
        <p className={styles.muted}>{t('progress.pickHint')}</p>
      ) : (
        <FlowProgress key={flowId} flowId={flowId} renderClientName={renderClientName} />
      )}
    </div>
  );
}
