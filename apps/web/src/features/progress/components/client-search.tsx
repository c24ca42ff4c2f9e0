import { REACH_SEARCH_MAX_LENGTH } from '@app/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../shared/ui/icons.tsx';
import styles from './clients.module.css';

export interface ClientSearchProps {
  /** The applied search: the box starts with it, then keeps its own text (and the focus). */
  applied: string;
  /** Called on Enter or the search button with the trimmed text, and with '' on clear. */
  onSearch: (text: string) => void;
}

/** 'Имя или фамилия': narrows the client list (and the CSV) by a part of a name. */
export function ClientSearch({ applied, onSearch }: ClientSearchProps) {
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
        // The flow progress search is the reach search: the server refuses longer ones.
        maxLength={REACH_SEARCH_MAX_LENGTH}
        placeholder={t('progress.clients.searchPlaceholder')}
        aria-label={t('progress.clients.searchLabel')}
        onChange={(event) => setText(event.target.value)}
      />
      {text !== '' && (
        <button
          type="button"
          className={styles.searchButton}
          aria-label={t('progress.clients.clearSearch')}
          onClick={handleClear}
        >
          <CloseIcon size={18} />
        </button>
      )}
      <button
        type="submit"
        className={styles.searchButton}
        aria-label={t('progress.clients.search')}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="6.5" stroke="currentColor" strokeWidth="2" fill="none" />
          <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
