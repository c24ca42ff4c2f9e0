import { useEditorState, type Editor } from '@tiptap/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkForm } from './link-form.tsx';
import styles from './rich-text.module.css';
import { TOOLBAR_MARKS, type ToolbarMark } from './toolbar-marks.ts';

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
      link: current.isActive('link'),
      active: Object.fromEntries(
        TOOLBAR_MARKS.map(({ name }) => [name, current.isActive(name)]),
      ) as Record<ToolbarMark, boolean>,
    }),
  });

  const setFormat = (format: Format) => {
    const chain = editor.chain().focus();
    if (format === 'paragraph') chain.setParagraph().run();
    else chain.setHeading({ level: format === 'h2' ? 2 : 3 }).run();
  };

  const openLink = () => {
    setLinkUrl(String(editor.getAttributes('link').href ?? ''));
    setLinkOpen(true);
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
        {TOOLBAR_MARKS.map(({ name, glyph, toggle }) => (
          <button
            key={name}
            type="button"
            className={`${styles.tool} ${styles[name] ?? ''}`}
            aria-label={t(`editorForm.toolbar.${name}`)}
            title={t(`editorForm.toolbar.${name}`)}
            aria-pressed={state.active[name]}
            onClick={() => toggle(editor.chain().focus()).run()}
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
        <LinkForm
          editor={editor}
          linkUrl={linkUrl}
          onLinkUrlChange={setLinkUrl}
          linked={state.link}
          onClose={() => setLinkOpen(false)}
        />
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
