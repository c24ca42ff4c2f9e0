import { useTranslation } from 'react-i18next';
import { PREVIEW_IMAGE_RULE } from '../lib/files.ts';
import type { PreviewImageState } from '../lib/form-values.ts';
import { BlockImage } from './block-body.tsx';
import styles from './editor-form.module.css';
import { FilePicker } from './file-picker.tsx';
import { FieldErrors } from './flows-select.tsx';

/** The source of the preview image on screen: the new upload, the stored URL, or none (''). */
function previewSource(image: PreviewImageState): string {
  if (image.kind === 'new') return image.upload.base64;
  return image.kind === 'stored' ? image.url : '';
}

/** The post's preview image: what it shows now, and the picker to choose or remove one. */
export function PreviewImageField({
  image,
  onChange,
  errors,
}: {
  image: PreviewImageState;
  onChange: (image: PreviewImageState) => void;
  errors: string[] | undefined;
}) {
  const { t } = useTranslation();
  const src = previewSource(image);
  return (
    <div className={styles.field}>
      <span className={styles.label}>{t('editorForm.previewImage')}</span>
      <BlockImage src={src} alt={t('editorForm.previewImage')} />
      <FilePicker
        label={t('editorForm.previewImage')}
        rule={PREVIEW_IMAGE_RULE}
        hint={t('editorForm.previewImageHint')}
        typeError={t('editorForm.wrongPreviewType')}
        hasFile={src !== ''}
        onFile={(upload) => onChange({ kind: 'new', upload })}
        onRemove={() => onChange({ kind: 'none' })}
      />
      <FieldErrors errors={errors} />
    </div>
  );
}
