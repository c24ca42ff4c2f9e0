import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import styles from './editor-form.module.css';

export interface DeletedPostNoticeProps {
  /** Files stored with the deleted post are in the form: they will not carry over. */
  storedFiles: boolean;
  busy: boolean;
  onSaveAsNew: () => void;
}

/** Save answered 404: the post was deleted meanwhile; the edits stay, and can become a new post. */
export function DeletedPostNotice({ storedFiles, busy, onSaveAsNew }: DeletedPostNoticeProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.notice} role="alert">
      <p>{t('editorForm.deleted.text')}</p>
      {storedFiles && <p>{t('editorForm.deleted.storedFiles')}</p>}
      <Button type="button" disabled={busy} onClick={onSaveAsNew}>
        {t('editorForm.deleted.saveAsNew')}
      </Button>
    </div>
  );
}
