import type { Publication, SearchBlock } from '@app/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { withoutHiddenWikiPages } from '../reader-filters/visible-search-blocks.ts';
import { SearchCorrection } from './search-correction.tsx';
import styles from './search-results.module.css';

export interface SearchResultsProps {
  blocks: readonly SearchBlock[];
  /** The text searched instead of a misspelled one (the answer's `search_correction`). */
  correction?: string;
  /** Wiki categories the reader's filters hide: left out of the wiki block. */
  hiddenWikiPages: readonly number[];
  renderPublication: (publication: Publication) => ReactNode;
}

/**
 * Search results: the corrected text if the server searched one, then one block per group in
 * the server's order, each with its title, the count found or a not-found text, and its
 * publications (the wiki block under its folder names); an end-of-search text closes the list.
 */
export function SearchResults({
  blocks,
  correction,
  hiddenWikiPages,
  renderPublication,
}: SearchResultsProps) {
  const { t } = useTranslation();
  const sorted = withoutHiddenWikiPages(blocks, hiddenWikiPages).sort((a, b) => a.order - b.order);
  return (
    <div className={styles.results}>
      <SearchCorrection text={correction} />
      {sorted.map((block) => (
        <section key={block.slug} className={styles.block} aria-label={block.title}>
          <header className={styles.blockHeader}>
            <h2 className={styles.blockTitle}>{block.title}</h2>
            <p className={styles.count}>{foundText(block, t)}</p>
          </header>
          {block.folders.length > 0
            ? block.folders.map((folder) => (
                <section key={folder.title} className={styles.folder} aria-label={folder.title}>
                  <h3 className={styles.folderTitle}>{folder.title}</h3>
                  <div className={styles.list}>{folder.results.map(renderPublication)}</div>
                </section>
              ))
            : block.results.length > 0 && (
                <div className={styles.list}>{block.results.map(renderPublication)}</div>
              )}
        </section>
      ))}
      <p className={styles.end}>{t('feed.search.end')}</p>
    </div>
  );
}

/** "N publications found", "More than N found" over the server's counting limit, or "Nothing found". */
function foundText(block: SearchBlock, t: TFunction): string {
  if (block.count_is_capped) return t('feed.search.foundMore', { limit: block.count });
  return block.count > 0
    ? t('feed.search.found', { count: block.count })
    : t('feed.search.notFound');
}
