import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './icon-button.module.css';

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The button's name (its icon says nothing to a screen reader). */
  label: string;
  ref?: Ref<HTMLButtonElement>;
}

/** A round, borderless 44 px button holding an icon: a header's bell, a modal's back and close. */
export function IconButton({ label, className, type = 'button', ...props }: IconButtonProps) {
  return (
    <button
      type={type}
      className={[styles.iconButton, className].filter(Boolean).join(' ')}
      aria-label={label}
      {...props}
    />
  );
}
