import type { Publication, SearchBlock, SearchFolder } from '@app/contract';

/**
 * The search blocks without the publications of hidden wiki categories (the reader's filters):
 * the wiki block's results and folders lose them, and its count the ones left out (a count the
 * server capped stays "more than": what the hidden categories hold beyond the results is unknown).
 */
export function withoutHiddenWikiPages(
  blocks: readonly SearchBlock[],
  hiddenWikiPages: readonly number[],
): SearchBlock[] {
  if (hiddenWikiPages.length === 0) return [...blocks];
  const shown = (publication: Publication) =>
    publication.wiki_page === null || !hiddenWikiPages.includes(publication.wiki_page.pk);
  return blocks.map((block) => {
    if (block.slug !== 'wiki') return block;
    const results = block.results.filter(shown);
    const folders = block.folders
      .map((folder) => ({ ...folder, results: folder.results.filter(shown) }))
      .filter((folder) => folder.results.length > 0);
    // The wiki's results come in its folders (answers saved before also in `results`).
    const before = Math.max(block.results.length, inFolders(block.folders));
    const after = Math.max(results.length, inFolders(folders));
    const count = block.count_is_capped
      ? block.count
      : Math.max(after, block.count - (before - after));
    return { ...block, results, folders, count };
  });
}

function inFolders(folders: readonly SearchFolder[]): number {
  return folders.reduce((sum, folder) => sum + folder.results.length, 0);
}
