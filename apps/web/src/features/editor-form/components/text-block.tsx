import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmptyHtml } from '../lib/blocks.ts';
import { RichTextToolbar } from './rich-text-toolbar.tsx';
import styles from './rich-text.module.css';

/** Only what the server's allow-list keeps: H2, H3, paragraphs, marks, lists and links. */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
];

export interface TextBlockProps {
  html: string;
  /** Edit mode: the toolbar shows and the text can be changed. */
  editing: boolean;
  onChange: (html: string) => void;
  onEdit: () => void;
  onSave: () => void;
  /** Disabled while another text block is in edit mode. */
  editDisabled: boolean;
}

/** A rich-text block (TipTap, as tall as its text): read-only until put in edit mode. */
export function TextBlock({
  html,
  editing,
  onChange,
  onEdit,
  onSave,
  editDisabled,
}: TextBlockProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions,
    content: html,
    editable: editing,
    // Toolbar state is read through useEditorState; the block itself need not re-render.
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { class: styles.content ?? '', 'aria-label': t('editorForm.textEditor') },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  useEffect(() => {
    // No update event: switching modes changes nothing, and must not count as an edit.
    editor.setEditable(editing, false);
    if (editing) editor.commands.focus('end');
  }, [editor, editing]);

  return (
    <div className={`${styles.richText} ${editing ? styles.editing : ''}`}>
      {editing ? (
        <RichTextToolbar editor={editor} onSave={onSave} />
      ) : (
        <div className={styles.readBar}>
          {isEmptyHtml(html) && <span className={styles.hint}>{t('editorForm.emptyText')}</span>}
          <button type="button" className={styles.tool} onClick={onEdit} disabled={editDisabled}>
            {t('editorForm.editText')}
          </button>
        </div>
      )}
      <EditorContent editor={editor} className={styles.area} />
    </div>
  );
}
