import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorBlock } from '../lib/blocks.ts';
import { BLOCK_IMAGE_RULE, DOCUMENT_RULE } from '../lib/files.ts';
import styles from './editor-form.module.css';
import { FilePicker } from './file-picker.tsx';
import { TextBlock } from './text-block.tsx';

export interface BlockBodyProps {
  block: EditorBlock;
  onChange: (patch: Partial<EditorBlock>) => void;
  /** Text blocks: edit mode of this block, and whether another one holds it. */
  editing: boolean;
  editDisabled: boolean;
  onEdit: () => void;
  onSaveText: () => void;
}

/** The fields of one block, by its type. */
export function BlockBody({ block, onChange, ...text }: BlockBodyProps) {
  const { t } = useTranslation();
  switch (block.item_type) {
    case 'text':
      return (
        <TextBlock
          html={block.text}
          editing={text.editing}
          editDisabled={text.editDisabled}
          onEdit={text.onEdit}
          onSave={text.onSaveText}
          onChange={(html) => onChange({ text: html })}
        />
      );
    case 'image':
      return (
        <div className={styles.blockFields}>
          <BlockImage
            src={block.image?.base64 ?? block.imageUrl}
            alt={t('editorForm.blockTypes.image')}
          />
          <FilePicker
            label={t('editorForm.blockTypes.image')}
            rule={BLOCK_IMAGE_RULE}
            hint={t('editorForm.blockImageHint')}
            typeError={t('editorForm.wrongImageType')}
            hasFile={Boolean(block.image ?? block.imageUrl)}
            onFile={(image) => onChange({ image })}
          />
        </div>
      );
    case 'video_url':
      return (
        <div className={styles.blockFields}>
          <UrlField
            label={t('editorForm.videoUrl')}
            value={block.video_url}
            onChange={(video_url) => onChange({ video_url })}
          />
          <UrlField
            label={t('editorForm.videoUrl2')}
            value={block.video_url_2}
            onChange={(video_url_2) => onChange({ video_url_2 })}
          />
        </div>
      );
    case 'audio_url':
      return (
        <div className={styles.blockFields}>
          <UrlField
            label={t('editorForm.audioUrl')}
            value={block.audio_url}
            onChange={(audio_url) => onChange({ audio_url })}
          />
        </div>
      );
    case 'doc':
      return (
        <div className={styles.blockFields}>
          {block.doc ? (
            <span className={styles.fileName}>{block.doc.name}</span>
          ) : (
            block.docUrl && (
              <a className={styles.fileName} href={block.docUrl} target="_blank" rel="noreferrer">
                {block.docName || block.docUrl}
              </a>
            )
          )}
          <FilePicker
            label={t('editorForm.blockTypes.doc')}
            rule={DOCUMENT_RULE}
            hint={t('editorForm.documentHint')}
            typeError={t('editorForm.wrongDocumentType')}
            hasFile={Boolean(block.doc ?? block.docUrl)}
            onFile={(doc) => onChange({ doc })}
          />
        </div>
      );
  }
}

function UrlField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <input
        className={styles.input}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/** An image preview; a broken image says so in its alt text (spec 02 §8). */
export function BlockImage({ src, alt }: { src: string; alt: string }) {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src) return null;
  return (
    <img
      className={styles.imagePreview}
      src={src}
      alt={failedSrc === src ? t('editorForm.imageLoadFailed') : alt}
      onError={() => setFailedSrc(src)}
    />
  );
}
