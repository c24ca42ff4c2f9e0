import { useState } from 'react';
import styles from './avatar.module.css';
import defaultAvatarUrl from './default-avatar.svg';

export interface AvatarProps {
  /** The user's picture; empty means the bundled default avatar. */
  src: string;
  /** Accessible name; empty when a visible name sits next to it. */
  alt: string;
  size?: number;
}

/** A round user picture that falls back to the default avatar when missing or broken. */
export function Avatar({ src, alt, size = 40 }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : defaultAvatarUrl;
  return (
    <img
      className={styles.avatar}
      src={shown}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
