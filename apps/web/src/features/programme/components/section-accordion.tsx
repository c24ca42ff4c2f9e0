import type { FlowProgramPage } from '@app/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, ChevronDownIcon, LockIcon } from '../../../shared/ui/icons.tsx';
import { clampPercent, isComplete } from '../lib/progress-bar.ts';
import { LessonList } from './lesson-list.tsx';
import styles from './section-accordion.module.css';

export interface SectionAccordionProps {
  flowId: number;
  section: FlowProgramPage;
  expanded: boolean;
  onToggle: (sectionId: number, expanded: boolean) => void;
}

type SectionState = 'locked' | 'complete' | 'progress';

function stateOf(section: FlowProgramPage): SectionState {
  if (!section.is_enabled) return 'locked';
  return isComplete(section.percent_viewed) ? 'complete' : 'progress';
}

/**
 * One section of the programme: collapsed or expanded, and expandable only when enabled (a
 * disabled one is greyed with a lock). Complete sections (100%) have a green border, the
 * others a blue one. The lessons load on the first expand and stay mounted while collapsed.
 */
export function SectionAccordion({ flowId, section, expanded, onToggle }: SectionAccordionProps) {
  const { t } = useTranslation();
  const headerId = useId();
  const panelId = useId();
  const state = stateOf(section);
  const locked = state === 'locked';
  const open = expanded && !locked;
  // Set on the first expand, never cleared: the lessons stay loaded (and unrequested) after that.
  const [loaded, setLoaded] = useState(open);
  if (open && !loaded) setLoaded(true);
  const percent = clampPercent(section.percent_viewed);

  return (
    <li className={styles.section} data-state={state} data-expanded={open || undefined}>
      <h2 className={styles.heading}>
        <button
          type="button"
          id={headerId}
          className={styles.header}
          aria-expanded={open}
          aria-controls={panelId}
          aria-disabled={locked || undefined}
          onClick={() => !locked && onToggle(section.pk, !open)}
        >
          <span className={styles.status} aria-hidden="true">
            {state === 'locked' && <LockIcon size={18} />}
            {state === 'complete' && <CheckIcon size={18} />}
            {state === 'progress' && <span className={styles.dot} />}
          </span>
          <span className={styles.text}>
            <span className={styles.title}>{section.title}</span>
            {section.description && (
              <span className={styles.description}>{section.description}</span>
            )}
            <span className={styles.meta}>
              {t('programme.lessonsCount', { count: section.lessons_count })}
              {locked && <span className={styles.lockedNote}>{t('programme.locked')}</span>}
              {state === 'complete' && (
                <span className={styles.completeNote}>{t('programme.complete')}</span>
              )}
            </span>
          </span>
          <span className={styles.percent} data-testid="section-percent">
            <span className="visually-hidden">{t('programme.passed')} </span>
            {percent}%
          </span>
          {!locked && <ChevronDownIcon size={20} className={styles.chevron} />}
        </button>
      </h2>
      <div id={panelId} role="region" aria-labelledby={headerId} hidden={!open}>
        {loaded && <LessonList flowId={flowId} sectionId={section.pk} />}
      </div>
    </li>
  );
}
