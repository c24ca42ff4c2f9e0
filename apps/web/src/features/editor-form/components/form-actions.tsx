import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../shared/ui/button.tsx';
import styles from './editor-form.module.css';

/** The bottom of the form: back to the list, and Save (Save as new once the post is deleted). */
export function FormActions({ deleted, disabled }: { deleted: boolean; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      <Link to="/editor/list" className={buttonClassName('secondary')}>
        {t('editorForm.back')}
      </Link>
      <Button type="submit" disabled={disabled}>
        {deleted ? t('editorForm.deleted.saveAsNew') : t('editorForm.save')}
      </Button>
    </div>
  );
}
