import { useTranslation } from 'react-i18next';
import { showsJumpArrows, showsPagination, visiblePages } from '../lib/comment-rules.ts';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronsLeftIcon,
  ChevronsRightIcon,
} from './comment-icons.tsx';
import styles from './comments-section.module.css';

/**
 * Page numbers of the top-level comments: shown only with more than one page, with previous /
 * next, and first / last jump arrows only with more than 3 pages.
 */
export function CommentPagination({
  page,
  countPages,
  onChange,
}: {
  page: number;
  countPages: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (!showsPagination(countPages)) return null;
  const jumps = showsJumpArrows(countPages);
  const arrow = (target: number, label: string, icon: React.ReactNode) => (
    <li>
      <button
        type="button"
        className={styles.pageButton}
        aria-label={label}
        title={label}
        disabled={target === page}
        onClick={() => onChange(target)}
      >
        {icon}
      </button>
    </li>
  );
  return (
    <nav className={styles.pagination} aria-label={t('comments.pagination')}>
      <ul className={styles.pages}>
        {jumps && arrow(1, t('comments.firstPage'), <ChevronsLeftIcon size={18} />)}
        {arrow(Math.max(1, page - 1), t('comments.previousPage'), <ChevronLeftIcon size={18} />)}
        {visiblePages(page, countPages).map((number) => (
          <li key={number}>
            <button
              type="button"
              className={styles.pageButton}
              aria-label={t('comments.page', { page: number })}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
        {arrow(
          Math.min(countPages, page + 1),
          t('comments.nextPage'),
          <ChevronRightIcon size={18} />,
        )}
        {jumps && arrow(countPages, t('comments.lastPage'), <ChevronsRightIcon size={18} />)}
      </ul>
    </nav>
  );
}
