import { useTranslation } from 'react-i18next';
import styles from './preview-note.module.css';

/** The note above the editor list's preview of a post: what the reader will see. */
export function PreviewNote() {
  const { t } = useTranslation();
  return (
    <p className={styles.note} role="note">
      {t('preview.note')}
    </p>
  );
}
