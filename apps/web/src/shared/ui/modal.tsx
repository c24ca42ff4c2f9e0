import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { IconButton } from './icon-button.tsx';
import { CloseIcon } from './icons.tsx';
import styles from './modal.module.css';
import { useReturnFocus } from './use-return-focus.ts';

/** The dialog's title, its description and a button closing it: Radix's parts, for any layout. */
export const ModalTitle = Dialog.Title;
export const ModalDescription = Dialog.Description;
export const ModalClose = Dialog.Close;

/**
 * small 440 px (a question), medium 460 px (a menu, a card), large 880 px (the player), page (the
 * reader's page over the window), full (the whole screen).
 */
export type ModalSize = 'small' | 'medium' | 'large' | 'page' | 'full';

export interface ModalProps {
  /** Escape, a click on the overlay or a `ModalClose`: the caller unmounts the modal. */
  onClose: () => void;
  size: ModalSize;
  /** 'body': the header and a footer stay while a `ModalBody` scrolls; 'content': all scrolls. */
  scroll?: 'content' | 'body';
  /** On phones (≤ 576 px wide) the modal takes the whole screen. */
  sheetOnPhone?: boolean;
  /** 'header': a panel under the app header's right end, as the bell's popup, not centred. */
  anchor?: 'center' | 'header';
  /** The overlay: dim (default), light (a popup), dark (the player), black (an image). */
  backdrop?: 'dim' | 'light' | 'dark' | 'black';
  /** A `ModalDescription` inside describes the modal; otherwise none is announced. */
  described?: boolean;
  /** Takes the focus back when the opener has gone (a menu item). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** The modal's own inner layout (padding, gaps); size and place come from the props above. */
  className?: string;
  children: ReactNode;
}

/**
 * The one modal dialog scaffold: overlay, content, focus trapped inside and given back to the
 * opener on close (see `useReturnFocus`); Escape and the overlay close it.
 */
export function Modal({ onClose, returnFocusTo, described, className, ...props }: ModalProps) {
  const returnFocus = useReturnFocus(returnFocusTo);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} data-backdrop={props.backdrop} />
        <Dialog.Content
          className={[styles.content, className].filter(Boolean).join(' ')}
          data-size={props.size}
          data-scroll={props.scroll}
          data-sheet={props.sheetOnPhone || undefined}
          data-anchor={props.anchor}
          onCloseAutoFocus={returnFocus}
          {...(described ? {} : { 'aria-describedby': undefined })}
        >
          {props.children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export interface ModalHeaderProps {
  title: ReactNode;
  /** The round close button's name; without it the header has none (put a Close in `actions`). */
  closeLabel?: string;
  /** Before the title: a back button. */
  start?: ReactNode;
  /** Between the title and the close button. */
  actions?: ReactNode;
  /** 'bar': a strip over a scrolling `ModalBody`; 'inline': the first row of a padded modal. */
  variant?: 'bar' | 'inline';
  className?: string;
}

/** The modal's header: [start] title [actions] [close]. */
export function ModalHeader({ variant = 'bar', ...props }: ModalHeaderProps) {
  return (
    <header
      className={[styles.header, props.className].filter(Boolean).join(' ')}
      data-variant={variant}
    >
      {props.start}
      <ModalTitle className={styles.title}>{props.title}</ModalTitle>
      {props.actions}
      {props.closeLabel && (
        <ModalClose asChild>
          <IconButton label={props.closeLabel} className={styles.close}>
            <CloseIcon size={20} />
          </IconButton>
        </ModalClose>
      )}
    </header>
  );
}

/** A round icon button of a modal's header (back, settings), named by `label` and its tooltip. */
export function ModalIconButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <IconButton label={label} title={label} onClick={onClick}>
      {children}
    </IconButton>
  );
}

/** The scrolling part of a `scroll="body"` modal, under its header bar. */
export function ModalBody({ children }: { children: ReactNode }) {
  return <div className={styles.body}>{children}</div>;
}
