import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import styles from '../publication/dialog.module.css';
import { Button } from './button.tsx';
import { useReturnFocus } from './use-return-focus.ts';

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
  /** Takes the focus back when the opener has gone (a menu item). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** A modal question with Cancel and a confirming button (Escape and the overlay cancel too). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const returnFocus = useReturnFocus(props.returnFocusTo);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} onCloseAutoFocus={returnFocus}>
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
