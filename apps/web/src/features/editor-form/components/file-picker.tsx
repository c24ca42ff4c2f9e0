import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fileProblem,
  megabytes,
  readFileUpload,
  type FileRule,
  type FileUpload,
} from '../lib/files.ts';
import styles from './editor-form.module.css';

export interface FilePickerProps {
  /** Accessible name of the file input. */
  label: string;
  /** The types and the size this field takes, checked before the file is read. */
  rule: FileRule;
  hint?: string;
  /** Said at the field when the chosen file's type is not one `rule` takes. */
  typeError: string;
  /** A file is already there: the button offers to replace it. */
  hasFile: boolean;
  onFile: (upload: FileUpload) => void;
  onRemove?: () => void;
}

/**
 * Picks one file, checks its type and size against `rule` (the message shows at the field), and
 * reads it into `{base64, name}` while showing the progress.
 */
export function FilePicker(props: FilePickerProps) {
  const { label, rule, hint, typeError, hasFile, onFile, onRemove } = props;
  const { t, i18n } = useTranslation();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem = fileProblem(rule, file);
    if (problem === 'type') {
      setError(typeError);
      return;
    }
    if (problem === 'size') {
      const size = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(
        file.size / (1024 * 1024),
      );
      setError(t('editorForm.fileTooLarge', { size, max: megabytes(rule.maxBytes) }));
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
        accept={rule.accept}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
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
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
