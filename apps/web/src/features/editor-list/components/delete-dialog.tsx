import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import styles from '../../../shared/publication/dialog.module.css';

/** 'Ты уверен, что хочешь удалить пост?' with Cancel and Delete. */
export function DeleteDialog({
  title,
  onConfirm,
  onClose,
}: {
  title: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content}>
          <Dialog.Title className={styles.title}>{t('editorList.deleteConfirm')}</Dialog.Title>
          <Dialog.Description className={styles.text}>{title}</Dialog.Description>
          <div className={styles.actions}>
            <Dialog.Close asChild>
              <Button variant="secondary">{t('editorList.cancel')}</Button>
            </Dialog.Close>
            <Button
              onClick={() => {
                onConfirm();
                onClose();
              }}
            >
              {t('editorList.delete')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
