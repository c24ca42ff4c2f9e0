import { useTranslation } from 'react-i18next';
import styles from './editor-form.module.css';

/** The form-wide messages: required fields left empty, and the server's non-field errors. */
export function FormAlerts({
  requiredMissing,
  nonFieldErrors,
}: {
  requiredMissing: boolean;
  nonFieldErrors: string[] | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      {requiredMissing && (
        <p className={styles.formError} role="alert">
          {t('editorForm.requiredFields')}
        </p>
      )}
      {nonFieldErrors && (
        <p className={styles.formError} role="alert">
          {nonFieldErrors.join(' ')}
        </p>
      )}
    </>
  );
}
