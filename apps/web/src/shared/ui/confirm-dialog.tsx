import type { ReactNode, RefObject } from 'react';
import { Button } from './button.tsx';
import styles from './confirm-dialog.module.css';
import { Modal, ModalClose, ModalDescription, ModalTitle } from './modal.tsx';

export interface ConfirmDialogProps {
  title: string;
  text: ReactNode;
  /** Without it the dialog only tells something: the confirming button alone closes it. */
  cancelLabel?: string;
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
  return (
    <Modal
      size="small"
      described
      className={styles.content}
      onClose={props.onClose}
      returnFocusTo={props.returnFocusTo}
    >
      <ModalTitle className={styles.title}>{props.title}</ModalTitle>
      <ModalDescription className={styles.text}>{props.text}</ModalDescription>
      <div className={styles.actions}>
        {props.cancelLabel && (
          <ModalClose asChild>
            <Button variant="secondary">{props.cancelLabel}</Button>
          </ModalClose>
        )}
        <Button disabled={props.busy} onClick={props.onConfirm}>
          {props.confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
