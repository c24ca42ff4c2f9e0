import { useTranslation } from 'react-i18next';
import { PublicationPage } from '../../publication/components/publication-page.tsx';
import styles from './preview-page.module.css';

/**
 * /preview_publ_from_list/:publ_id (staff): the post exactly as a reader's publication page
 * shows it (drafts included: the server lets staff read every status), under a preview note.
 * No comments: the post may not be out yet.
 */
export function PreviewPage() {
  const { t } = useTranslation();
  return (
    <>
      <p className={styles.note} role="note">
        {t('preview.note')}
      </p>
      <PublicationPage />
    </>
  );
}
