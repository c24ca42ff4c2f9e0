import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import styles from './dialog.module.css';

/**
 * The 'seen everything?' confirmation before a non-staff user marks a multi-video post viewed:
 * it names the number of videos and offers Cancel and Confirm.
 */
export function ViewConfirmDialog({
  videoCount,
  onConfirm,
  onClose,
}: {
  videoCount: number;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content}>
          <Dialog.Title className={styles.title}>{t('publication.confirmTitle')}</Dialog.Title>
          <Dialog.Description className={styles.text}>
            {t('publication.confirmText', { count: videoCount })}
          </Dialog.Description>
          <div className={styles.actions}>
            <Dialog.Close asChild>
              <Button variant="secondary">{t('publication.cancel')}</Button>
            </Dialog.Close>
            <Button
              onClick={() => {
                onConfirm();
                onClose();
              }}
            >
              {t('publication.confirm')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
