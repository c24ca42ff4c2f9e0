import type { Editor } from '@tiptap/react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './rich-text.module.css';

/**
 * The link field under the text toolbar: the selected words' link (or none) to edit; Apply
 * (Enter) sets it, an empty one removes it, Remove drops the link, Cancel (Escape) leaves it.
 */
export function LinkForm({
  editor,
  linkUrl,
  onLinkUrlChange,
  linked,
  onClose,
}: {
  editor: Editor;
  /** The address being typed (the toolbar fills it with the current link on every open). */
  linkUrl: string;
  onLinkUrlChange: (url: string) => void;
  /** The selection is inside a link: Remove is offered. */
  linked: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();

  // The link field sits inside the post's <form>: it is no form of its own (a nested form
  // would be submitted natively and reload the page), so Enter is handled here.
  const applyLink = () => {
    const href = linkUrl.trim();
    // Focus goes back to the text, with the linked words still selected.
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href) chain.setLink({ href }).run();
    else chain.unsetLink().run();
    onClose();
  };

  const closeLink = () => {
    onClose();
    editor.commands.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      applyLink();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeLink();
    }
  };

  return (
    <div className={styles.linkForm} role="group" aria-label={t('editorForm.toolbar.link')}>
      <input
        type="url"
        inputMode="url"
        className={styles.linkInput}
        aria-label={t('editorForm.toolbar.linkUrl')}
        placeholder="https://"
        value={linkUrl}
        onChange={(event) => onLinkUrlChange(event.target.value)}
        onKeyDown={handleKeyDown}
        autoFocus
      />
      <button type="button" className={styles.tool} onClick={applyLink}>
        {t('editorForm.toolbar.applyLink')}
      </button>
      {linked && (
        <button
          type="button"
          className={styles.tool}
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onClose();
          }}
        >
          {t('editorForm.toolbar.removeLink')}
        </button>
      )}
      <button type="button" className={styles.tool} onClick={closeLink}>
        {t('editorForm.toolbar.cancelLink')}
      </button>
    </div>
  );
}
