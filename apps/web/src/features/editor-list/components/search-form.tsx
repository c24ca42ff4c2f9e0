import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './editor-list-page.module.css';

export interface SearchFormProps {
  /** The applied search (the box starts with it; give the form a `key` of it to follow Back). */
  applied: string;
  onSearch: (text: string) => void;
}

/** The search box 'Что ищем?': the text applies on Enter or the search button. */
export function SearchForm({ applied, onSearch }: SearchFormProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(applied);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className={styles.search} onSubmit={handleSubmit}>
      <input
        type="search"
        value={text}
        maxLength={200}
        placeholder={t('editorList.searchPlaceholder')}
        aria-label={t('editorList.searchLabel')}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={styles.searchButton} aria-label={t('editorList.search')}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="6.5" stroke="currentColor" strokeWidth="2" fill="none" />
          <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
      </button>
    </form>
  );
}
