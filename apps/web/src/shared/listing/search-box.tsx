import { SEARCH_MAX_LENGTH } from '@app/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './search-box.module.css';

export interface SearchBoxProps {
  /** The search currently applied; the box starts from it. */
  value: string;
  /** Called on Enter or the search icon with the trimmed text, and with '' on clear. */
  onSearch: (text: string) => void;
}

/** The global search box: runs on Enter or the icon button; the clear button empties it. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  const handleClear = () => {
    setText('');
    onSearch('');
  };

  return (
    <form role="search" className={styles.box} onSubmit={handleSubmit}>
      <input
        type="search"
        className={styles.input}
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t('listing.searchPlaceholder')}
        aria-label={t('listing.searchLabel')}
        onChange={(event) => setText(event.target.value)}
      />
      {text !== '' && (
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('listing.clearSearch')}
          onClick={handleClear}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" fill="none" />
          </svg>
        </button>
      )}
      <button type="submit" className={styles.iconButton} aria-label={t('listing.search')}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="6.5" stroke="currentColor" strokeWidth="2" fill="none" />
          <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
