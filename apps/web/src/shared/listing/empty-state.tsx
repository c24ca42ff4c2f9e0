import { useTranslation } from 'react-i18next';
import styles from './empty-state.module.css';

/** The empty-state illustration (public/static, copied into the build as is). */
const EMPTY_PICTURE_SRC = '/static/no-items.jpeg';

export interface EmptyStateProps {
  title: string;
  text: string;
}

/** The 'nothing here yet' banner of an empty list, with a small illustration. */
export function EmptyState({ title, text }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.banner} aria-label={title}>
      <img
        className={styles.picture}
        src={EMPTY_PICTURE_SRC}
        alt={t('listing.emptyPicture')}
        width={240}
        height={160}
        loading="lazy"
        decoding="async"
      />
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{text}</p>
    </section>
  );
}
