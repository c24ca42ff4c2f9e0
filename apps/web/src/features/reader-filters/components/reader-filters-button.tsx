import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defineIcon } from '../../../shared/ui/icons.tsx';
import styles from './reader-filters-button.module.css';

// The popup's code loads on the first click, out of the app's entry.
const ReaderFiltersDialog = lazy(() =>
  import('./reader-filters-dialog.tsx').then((module) => ({
    default: module.ReaderFiltersDialog,
  })),
);

const FiltersIcon = defineIcon(
  <>
    <path d="M4 7h9M17 7h3M4 17h3M11 17h9" />
    <circle cx="15" cy="7" r="2" />
    <circle cx="9" cy="17" r="2" />
  </>,
);

/** The header's 'Filters' button, opening the reader's filters popup. */
export function ReaderFiltersButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.opener}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <FiltersIcon size={22} />
        <span className={styles.openerLabel}>{t('readerFilters.open')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReaderFiltersDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
