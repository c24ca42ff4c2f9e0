/** What the wiki page shows: everything that, when changed, starts the list afresh from page 1. */
export interface WikiParams {
  wikiPageId: number;
  /** Chosen tag slugs. */
  tags: string[];
  /** Applied search text; '' when not searching. */
  search: string;
}
