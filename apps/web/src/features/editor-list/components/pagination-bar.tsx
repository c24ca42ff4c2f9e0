import { useTranslation } from 'react-i18next';
import { PHONE_PAGE_COUNT, visiblePages } from '../lib/pagination.ts';
import styles from './editor-list-page.module.css';

export interface PaginationBarProps {
  page: number;
  countPages: number;
  /** The server's window of page numbers; computed here when absent. */
  pages?: readonly number[];
  onPage: (page: number) => void;
}

/**
 * Numbered pages (at most 7 at once, 3 on a phone) with previous and next; hidden for a single
 * page.
 */
export function PaginationBar({ page, countPages, pages, onPage }: PaginationBarProps) {
  const { t } = useTranslation();
  if (countPages <= 1) return null;
  const numbers = pages && pages.length > 0 ? pages : visiblePages(page, countPages);
  const onPhone = new Set(visiblePages(page, countPages, PHONE_PAGE_COUNT));
  return (
    <nav className={styles.pagination} aria-label={t('editorList.pagination')}>
      <button
        type="button"
        className={styles.pageButton}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t('editorList.previousPage')}
      >
        ‹
      </button>
      {numbers.map((number) => (
        <button
          key={number}
          type="button"
          className={
            onPhone.has(number) ? styles.pageButton : `${styles.pageButton} ${styles.farPage}`
          }
          aria-current={number === page ? 'page' : undefined}
          aria-label={t('editorList.page', { page: number })}
          onClick={() => onPage(number)}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className={styles.pageButton}
        disabled={page >= countPages}
        onClick={() => onPage(page + 1)}
        aria-label={t('editorList.nextPage')}
      >
        ›
      </button>
    </nav>
  );
}

/** Says that the pages stop at `count` posts although more match (`count_is_capped`). */
export function CountCappedNote({ count }: { count: number }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-GB' : 'ru-RU';
  return (
    <p className={styles.note}>
      {t('editorList.countCapped', { limit: new Intl.NumberFormat(locale).format(count) })}
    </p>
  );
}
