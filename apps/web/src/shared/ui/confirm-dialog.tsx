import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styles from '../publication/dialog.module.css';
import { Button } from './button.tsx';

export interface ConfirmDialogProps {
  title: string;
  text: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button waits (disabled) while the action runs. */
  busy?: boolean;
  /** Runs the action; the caller closes the dialog when it is done. */
  onConfirm: () => void;
  onClose: () => void;
}

/** A modal question with Cancel and a confirming button (Escape and the overlay cancel too). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content}>
          <Dialog.Title className={styles.title}>{props.title}</Dialog.Title>
          <Dialog.Description className={styles.text}>{props.text}</Dialog.Description>
          <div className={styles.actions}>
            <Dialog.Close asChild>
              <Button variant="secondary">{props.cancelLabel}</Button>
            </Dialog.Close>
            <Button disabled={props.busy} onClick={props.onConfirm}>
              {props.confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
