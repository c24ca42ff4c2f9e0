import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoscowDate } from '../../../shared/lib/dates.ts';
import { Button } from '../../../shared/ui/button.tsx';
import type { EditorDraft } from '../lib/draft-storage.ts';
import styles from './editor-form.module.css';

export interface RestoreDraftPromptProps {
  draft: EditorDraft;
  /** The post was saved by someone since the draft began: restoring overwrites that. */
  changedSince: boolean;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Opening the editor with an unsaved draft in this browser: restore it, or discard it. */
export function RestoreDraftPrompt({
  draft,
  changedSince,
  onRestore,
  onDiscard,
}: RestoreDraftPromptProps) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const time = formatMoscowDate(draft.savedAt, i18n.language === 'en' ? 'en' : 'ru', 'dateTime');

  // The question is the whole screen: reading starts at it.
  useEffect(() => ref.current?.focus(), []);

  return (
    <section
      ref={ref}
      className={styles.draftPrompt}
      tabIndex={-1}
      aria-labelledby="editor-draft-title"
    >
      <h2 id="editor-draft-title">{t('editorForm.draft.title')}</h2>
      <p>{t('editorForm.draft.text', { time })}</p>
      {changedSince && <p>{t('editorForm.draft.changedSince')}</p>}
      {draft.droppedFiles.length > 0 && (
        <p>{t('editorForm.draft.droppedFiles', { names: draft.droppedFiles.join(', ') })}</p>
      )}
      <div className={styles.draftActions}>
        <Button onClick={onRestore}>{t('editorForm.draft.restore')}</Button>
        <Button variant="secondary" onClick={onDiscard}>
          {t('editorForm.draft.discard')}
        </Button>
      </div>
    </section>
  );
}
