import { useTranslation } from 'react-i18next';
import styles from './search-correction.module.css';

/** Stands for the corrected text in the translated line, where the emphasised text goes. */
const TEXT_SLOT = '\u0000';

/**
 * «Показаны результаты по запросу «…»»: the line above search results the server found for the
 * nearest spelling of a misspelled text (`search_correction`); nothing without one.
 */
export function SearchCorrection({ text }: { text: string | undefined }) {
  const { t } = useTranslation();
  if (text === undefined) return null;
  // The line is split around its slot rather than rendered by <Trans>, whose markup parser
  // would weigh on every reader route's first load.
  const [before, after] = t('listing.searchCorrection', { text: TEXT_SLOT }).split(TEXT_SLOT);
  return (
    <p className={styles.line} role="status">
      {before}
      <em className={styles.term}>{text}</em>
      {after}
    </p>
  );
}
