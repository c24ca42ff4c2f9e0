import type { FeedTag } from '@app/contract';
import { useTranslation } from 'react-i18next';
import styles from './tag-filter.module.css';

export interface TagFilterProps {
  tags: readonly FeedTag[];
  /** Slugs of the chosen tags. */
  selected: readonly string[];
  onChange: (slugs: string[]) => void;
}

/** Tag chips that toggle on and off; the list shows posts having any chosen tag. */
export function TagFilter({ tags, selected, onChange }: TagFilterProps) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  const sorted = [...tags].sort((a, b) => a.index - b.index);
  const toggle = (slug: string) =>
    onChange(
      selected.includes(slug) ? selected.filter((item) => item !== slug) : [...selected, slug],
    );
  return (
    <div role="group" aria-label={t('listing.tagFilter')} className={styles.chips}>
      {sorted.map((tag) => (
        <button
          key={tag.slug}
          type="button"
          className={styles.chip}
          aria-pressed={selected.includes(tag.slug)}
          onClick={() => toggle(tag.slug)}
        >
          {tag.title}
        </button>
      ))}
    </div>
  );
}
