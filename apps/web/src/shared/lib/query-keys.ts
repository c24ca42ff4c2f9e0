/*
 * The query keys shared between features, one factory per resource. Each key starts with its
 * resource's name, so a prefix (`publicationKeys.all`) reaches every entry below it: the
 * engagement toggles patch every cached publication, sign-out clears the user. Keys only one
 * feature uses stay in its api folder; the editor's are in shared/editor/editor-keys.ts.
 */

/** Every cached answer holding publications, for the engagement toggles' patches. */
export const publicationKeys = {
  all: ['publications'] as const,
  detail: (id: number) => ['publications', 'detail', id] as const,
  /** A list (`name`: feed, fix-list, favorites…) per visit: Back finds the pages it loaded. */
  list: <N extends string, P>(name: N, params: P, visit: string) =>
    ['publications', name, params, visit] as const,
};

/** The signed-in user and the staff user cards. */
export const userKeys = {
  me: ['users', 'me'] as const,
  card: (userId: number) => ['users', 'card', userId] as const,
};

/** The main site's client info of a user (the Store link). */
export const clientInfoKeys = {
  of: (userPk: number) => ['client-info', userPk] as const,
};

/** The reader's filter options. */
export const feedKeys = {
  filters: ['feed', 'filters'] as const,
  tags: ['feed', 'tags'] as const,
};

export const wikiKeys = {
  categories: ['wiki', 'categories'] as const,
};
