import { REACH_SEARCH_MAX_LENGTH } from '@app/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../shared/ui/icons.tsx';
import styles from './reach-page.module.css';

export interface NotViewedSearchProps {
  /** The search applied to the list (the box starts with it). */
  applied: string;
  /** Called on Enter or the search button with the trimmed text, and with '' on clear. */
  onSearch: (text: string) => void;
}

/** 'Поиск по имени': a part of a first or last name, applied on Enter or the search button. */
export function NotViewedSearch({ applied, onSearch }: NotViewedSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(applied);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  const handleClear = () => {
    setText('');
    onSearch('');
  };
  return (
    <form role="search" className={styles.search} onSubmit={handleSubmit}>
      <input
        type="search"
        value={text}
        maxLength={REACH_SEARCH_MAX_LENGTH}
        placeholder={t('reach.notViewed.searchPlaceholder')}
        aria-label={t('reach.notViewed.searchLabel')}
        onChange={(event) => setText(event.target.value)}
      />
      {text !== '' && (
        <button
          type="button"
          className={styles.searchButton}
          aria-label={t('reach.notViewed.clearSearch')}
          onClick={handleClear}
        >
          <CloseIcon size={18} />
        </button>
      )}
      <button
        type="submit"
        className={styles.searchButton}
        aria-label={t('reach.notViewed.search')}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="6.5" stroke="currentColor" strokeWidth="2" fill="none" />
          <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
