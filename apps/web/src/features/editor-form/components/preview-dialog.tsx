import type { Publication } from '@app/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { Modal, ModalClose, ModalDescription, ModalHeader } from '../../../shared/ui/modal.tsx';
import styles from './preview-dialog.module.css';

/** How the app renders a post as its reader sees it (composed by the route: see app/). */
export type RenderPreview = (publication: Publication) => ReactNode;

export interface PreviewDialogProps {
  /** The form as a reader's publication (previewPublication). */
  publication: Publication;
  render: RenderPreview;
  onClose: () => void;
}

/**
 * The unsaved form as a reader will see it, over the editor: nothing is saved or left, so the
 * edits stay as they are. Escape, the overlay and Close return to the form.
 */
export function PreviewDialog({ publication, render, onClose }: PreviewDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal size="page" scroll="body" sheetOnPhone described onClose={onClose}>
      <ModalHeader
        title={t('editorPublish.previewTitle')}
        actions={
          <ModalClose asChild>
            <Button variant="secondary">{t('editorPublish.previewClose')}</Button>
          </ModalClose>
        }
      />
      <ModalDescription className={styles.description}>
        {t('editorPublish.previewText')}
      </ModalDescription>
      <div className={styles.body}>
        <div className={styles.page}>{render(publication)}</div>
      </div>
    </Modal>
  );
}
