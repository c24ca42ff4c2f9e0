import { FileIcon } from '../ui/icons.tsx';
import styles from './file-link.module.css';
import { logNamedClick } from './log-click.ts';

export interface FileLinkProps {
  /** The publication the file belongs to. */
  publicationId: number;
  /** The file's publication item (sent as `publication_item` to click-file logging). */
  itemId: number;
  href: string;
  /** The name shown; '' shows the file name of `href`. */
  name: string;
}

/**
 * A publication's file, opened in a new tab; a click is logged (click-file) when the name
 * contains 'summary'.
 */
export function FileLink({ publicationId, itemId, href, name }: FileLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={styles.file}
      onClick={() =>
        logNamedClick('file', name, { publication: publicationId, publication_item: itemId })
      }
    >
      <FileIcon size={20} />
      {name || href.split('/').pop()}
    </a>
  );
}
