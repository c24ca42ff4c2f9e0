import { useState } from 'react';
import { useFeedTags } from '../../../shared/listing/api/get-feed-tags.ts';
import { SearchBox } from '../../../shared/listing/search-box.tsx';
import { TagFilter } from '../../../shared/listing/tag-filter.tsx';
import { usePlaceState, useVisitKey } from '../../../shared/listing/use-list-place.ts';
import { BackPage } from '../../../shared/ui/back-page.tsx';
import { useWikiPublications } from '../api/get-wiki-publications.ts';
import type { WikiParams } from '../api/wiki-params.ts';
import { WikiPublicationList } from './wiki-publication-list.tsx';
import layout from '../../../shared/listing/listing-page.module.css';
import styles from './wiki-publications-page.module.css';

/**
 * One wiki page (/listwiki/{id}): a back button, the page title as heading, search and tags,
 * then its publications (or, while searching, the general search's blocks).
 */
export function WikiPublicationsPage({ wikiPageId }: { wikiPageId: number }) {
  const tags = useFeedTags();
  const [search, setSearch] = usePlaceState('search', '');
  const [selectedTags, setSelectedTags] = usePlaceState<string[]>('tags', []);
  const params: WikiParams = { wikiPageId, tags: selectedTags, search };
  const list = useWikiPublications(
    { wikiPageId, tags: selectedTags },
    useVisitKey(),
    search === '',
  );

  // The heading comes with the list; it stays while other tags or a search load.
  const loadedTitle = list.data?.pages[0]?.wiki_page.title;
  const [title, setTitle] = useState(loadedTitle);
  if (loadedTitle !== undefined && loadedTitle !== title) setTitle(loadedTitle);

  return (
    <BackPage>
      <div className={layout.page}>
        {title === undefined ? (
          <div className={styles.titleSkeleton} aria-hidden="true" />
        ) : (
          <h1 className={layout.title}>{title}</h1>
        )}
        <div className={layout.controls}>
          <SearchBox value={search} onSearch={setSearch} />
          <TagFilter tags={tags} selected={selectedTags} onChange={setSelectedTags} />
        </div>
        <WikiPublicationList params={params} />
      </div>
    </BackPage>
  );
}
