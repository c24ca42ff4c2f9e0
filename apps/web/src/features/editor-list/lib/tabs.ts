/** The list tabs (spec 02 §2): all posts, delayed, published, drafts, deactivated. */
export const EDITOR_TABS = ['all', 'delayed', 'published', 'draft', 'deactivated'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

/** The list query's status boolean of a tab ('all' sends none). */
export function tabQuery(tab: EditorTab): Partial<Record<Exclude<EditorTab, 'all'>, true>> {
  return tab === 'all' ? {} : { [tab]: true };
}
