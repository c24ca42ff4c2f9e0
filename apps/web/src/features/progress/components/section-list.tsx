import type { ProgressSection } from '@app/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './progress-page.module.css';
import { SectionCard } from './section-card.tsx';
import sectionStyles from './sections.module.css';

/** 'Разделы программы': the flow's sections in the programme's order. */
export function SectionList({ sections }: { sections: readonly ProgressSection[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.blockTitle}>
        {t('progress.sections.title')}
      </h3>
      {sections.length === 0 ? (
        <p className={styles.muted}>{t('progress.sections.empty')}</p>
      ) : (
        <ol className={sectionStyles.sections} aria-labelledby={titleId}>
          {sections.map((section) => (
            <SectionCard key={section.pk} section={section} />
          ))}
        </ol>
      )}
    </section>
  );
}
