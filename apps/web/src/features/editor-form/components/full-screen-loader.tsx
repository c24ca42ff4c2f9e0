import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import type { UploadProgress } from '../../../shared/lib/upload-request.ts';
import { percentSent, useSaveProgress } from '../hooks/use-save-progress.ts';
import styles from './editor-form.module.css';
import own from './full-screen-loader.module.css';

const MB = 1024 * 1024;

/**
 * Covers the whole window while the editor loads or saves. While a save sends files it shows
 * how much of them has gone out, then that the server is storing them.
 */
export function FullScreenLoader({ label }: { label: string }) {
  const upload = useSaveProgress();
  return (
    <div className={styles.loader} data-testid="full-screen-loader">
      {upload ? <UploadCard label={label} upload={upload} /> : <Spinner label={label} />}
    </div>
  );
}

function UploadCard({ label, upload }: { label: string; upload: UploadProgress }) {
  const { t, i18n } = useTranslation();
  const percent = percentSent(upload);
  const sent = upload.total > 0 && upload.loaded >= upload.total;
  const megabytes = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const status = sent
    ? t('editorForm.upload.processing')
    : upload.total > 0
      ? t('editorForm.upload.sent', {
          loaded: megabytes.format(upload.loaded / MB),
          total: megabytes.format(upload.total / MB),
          percent,
        })
      : t('editorForm.upload.starting');
  return (
    <div className={own.card}>
      <p className={own.title}>{label}</p>
      <div
        className={`${own.track} ${sent ? own.busy : ''}`}
        role="progressbar"
        aria-label={t('editorForm.upload.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={status}
      >
        <span className={own.fill} style={{ width: `${percent}%` }} />
      </div>
      <p className={own.status}>{status}</p>
    </div>
  );
}
