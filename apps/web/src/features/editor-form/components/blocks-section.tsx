import { useTranslation } from 'react-i18next';
import { BlockList, type BlockListProps } from './block-list.tsx';
import styles from './editor-form.module.css';
import { FieldErrors } from './flows-select.tsx';

/** The post's blocks under their heading, with the server's messages about the blocks as a whole. */
export function BlocksSection({
  itemsErrors,
  ...listProps
}: BlockListProps & { itemsErrors: string[] | undefined }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="editor-blocks-heading">
      <h2 id="editor-blocks-heading" className={styles.sectionHeading}>
        {t('editorForm.blocks')}
      </h2>
      <BlockList {...listProps} />
      <FieldErrors errors={itemsErrors} />
    </section>
  );
}
