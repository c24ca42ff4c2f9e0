import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptsFile, readFileUpload, type FileUpload } from '../lib/files.ts';
import styles from './editor-form.module.css';

export interface FilePickerProps {
  /** Accessible name of the file input. */
  label: string;
  accept: string;
  hint?: string;
  /** A file is already there: the button offers to replace it. */
  hasFile: boolean;
  onFile: (upload: FileUpload) => void;
  onRemove?: () => void;
}

/**
 * Picks one file, checks its type against `accept`, and reads it into `{base64, name}` while
 * showing the progress.
 */
export function FilePicker({ label, accept, hint, hasFile, onFile, onRemove }: FilePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (!acceptsFile(accept, file)) {
      setError(t('editorForm.wrongFileType'));
      return;
    }
    setError(null);
    setProgress(0);
    try {
      onFile(await readFileUpload(file, setProgress));
    } catch {
      setError(t('editorForm.fileReadFailed'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className={styles.filePicker}>
      <input
        id={id}
        className={styles.fileInput}
        type="file"
        accept={accept}
        aria-label={label}
        onChange={(event) => void handleChange(event)}
      />
      <label htmlFor={id} className={styles.fileButton}>
        {hasFile ? t('editorForm.replaceFile') : t('editorForm.chooseFile')}
      </label>
      {hasFile && onRemove && (
        <button type="button" className={styles.linkButton} onClick={onRemove}>
          {t('editorForm.removeFile')}
        </button>
      )}
      {hint && <span className={styles.hint}>{hint}</span>}
      {progress !== null && (
        <span className={styles.progress}>
          <progress max={100} value={progress} aria-label={label} />
          {t('editorForm.reading', { percent: progress })}
        </span>
      )}
      {error && (
        <span className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
