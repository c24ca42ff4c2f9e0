import { useEditorState, type Editor } from '@tiptap/react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './rich-text.module.css';

type Format = 'paragraph' | 'h2' | 'h3';

function currentFormat(editor: Editor): Format {
  if (editor.isActive('heading', { level: 2 })) return 'h2';
  if (editor.isActive('heading', { level: 3 })) return 'h3';
  return 'paragraph';
}

/**
 * The toolbar of a text block in edit mode (spec 02 §9): block format (H2, H3, text), bold,
 * italic, underline, strikethrough, numbered and bullet lists, link, and save (leaves edit mode).
 */
export function RichTextToolbar({ editor, onSave }: { editor: Editor; onSave: () => void }) {
  const { t } = useTranslation();
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      format: currentFormat(current),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      orderedList: current.isActive('orderedList'),
      bulletList: current.isActive('bulletList'),
      link: current.isActive('link'),
    }),
  });

  const setFormat = (format: Format) => {
    const chain = editor.chain().focus();
    if (format === 'paragraph') chain.setParagraph().run();
    else chain.setHeading({ level: format === 'h2' ? 2 : 3 }).run();
  };

  const toggles = [
    ['bold', () => editor.chain().focus().toggleBold().run(), 'B'],
    ['italic', () => editor.chain().focus().toggleItalic().run(), 'I'],
    ['underline', () => editor.chain().focus().toggleUnderline().run(), 'U'],
    ['strike', () => editor.chain().focus().toggleStrike().run(), 'S'],
    ['orderedList', () => editor.chain().focus().toggleOrderedList().run(), '1.'],
    ['bulletList', () => editor.chain().focus().toggleBulletList().run(), '•'],
  ] as const;

  const openLink = () => {
    setLinkUrl(String(editor.getAttributes('link').href ?? ''));
    setLinkOpen(true);
  };

  // The link field sits inside the post's <form>: it is no form of its own (a nested form
  // would be submitted natively and reload the page), so Enter is handled here.
  const applyLink = () => {
    const href = linkUrl.trim();
    // Focus goes back to the text, with the linked words still selected.
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href) chain.setLink({ href }).run();
    else chain.unsetLink().run();
    setLinkOpen(false);
  };

  const closeLink = () => {
    setLinkOpen(false);
    editor.commands.focus();
  };

  const handleLinkKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      applyLink();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeLink();
    }
  };

  return (
    <div className={styles.toolbarArea}>
      <div className={styles.toolbar} role="toolbar" aria-label={t('editorForm.toolbar.label')}>
        <select
          className={styles.format}
          aria-label={t('editorForm.toolbar.format')}
          value={state.format}
          onChange={(event) => setFormat(event.target.value as Format)}
        >
          <option value="h2">{t('editorForm.toolbar.h2')}</option>
          <option value="h3">{t('editorForm.toolbar.h3')}</option>
          <option value="paragraph">{t('editorForm.toolbar.paragraph')}</option>
        </select>
        {toggles.map(([name, run, glyph]) => (
          <button
            key={name}
            type="button"
            className={`${styles.tool} ${styles[name] ?? ''}`}
            aria-label={t(`editorForm.toolbar.${name}`)}
            title={t(`editorForm.toolbar.${name}`)}
            aria-pressed={state[name]}
            onClick={run}
          >
            {glyph}
          </button>
        ))}
        <button
          type="button"
          className={styles.tool}
          aria-label={t('editorForm.toolbar.link')}
          title={t('editorForm.toolbar.link')}
          aria-pressed={state.link}
          onClick={openLink}
        >
          <LinkGlyph />
        </button>
        <button type="button" className={styles.save} onClick={onSave}>
          {t('editorForm.toolbar.save')}
        </button>
      </div>
      {linkOpen && (
        <div className={styles.linkForm} role="group" aria-label={t('editorForm.toolbar.link')}>
          <input
            type="url"
            inputMode="url"
            className={styles.linkInput}
            aria-label={t('editorForm.toolbar.linkUrl')}
            placeholder="https://"
            value={linkUrl}
            onChange={(event) => setLinkUrl(event.target.value)}
            onKeyDown={handleLinkKeyDown}
            autoFocus
          />
          <button type="button" className={styles.tool} onClick={applyLink}>
            {t('editorForm.toolbar.applyLink')}
          </button>
          {state.link && (
            <button
              type="button"
              className={styles.tool}
              onClick={() => {
                editor.chain().focus().extendMarkRange('link').unsetLink().run();
                setLinkOpen(false);
              }}
            >
              {t('editorForm.toolbar.removeLink')}
            </button>
          )}
          <button type="button" className={styles.tool} onClick={closeLink}>
            {t('editorForm.toolbar.cancelLink')}
          </button>
        </div>
      )}
    </div>
  );
}

/** A chain-link glyph (decorative: the button carries the label). */
function LinkGlyph() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M10 13.5a4 4 0 0 0 5.7.3l3-3a4 4 0 0 0-5.7-5.6l-1.5 1.5" />
      <path d="M14 10.5a4 4 0 0 0-5.7-.3l-3 3a4 4 0 0 0 5.7 5.6l1.5-1.5" />
    </svg>
  );
}
