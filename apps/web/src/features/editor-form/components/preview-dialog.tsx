import type { Publication } from '@app/contract';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { useReturnFocus } from '../../../shared/ui/use-return-focus.ts';
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
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} onCloseAutoFocus={returnFocus}>
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{t('editorPublish.previewTitle')}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="secondary">{t('editorPublish.previewClose')}</Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.description}>
            {t('editorPublish.previewText')}
          </Dialog.Description>
          <div className={styles.body}>
            <div className={styles.page}>{render(publication)}</div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
