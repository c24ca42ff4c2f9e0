import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useGoBack } from '../lib/use-go-back.ts';
import styles from './back-page.module.css';
import { ArrowLeftIcon } from './icons.tsx';

/**
 * A page with a back button (to the `prev_url` query parameter, else back in history) and
 * content at most 734 px wide.
 */
export function BackPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const goBack = useGoBack(search.get('prev_url'));
  return (
    <div className={styles.page}>
      <button type="button" className={styles.back} onClick={goBack}>
        <ArrowLeftIcon size={20} />
        {t('backPage.back')}
      </button>
      {children}
    </div>
  );
}
