/*
 * The query keys of the staff editor, shared by its list, its form and the schedule: each starts
 * with 'editor', so `editorKeys.all` reaches every entry (a saved schedule refreshes them all).
 */

/** The staff editor's entries: its list, its options, each post and its schedule. */
export const editorKeys = {
  all: ['editor'] as const,
  params: ['editor', 'params'] as const,
  list: ['editor', 'list'] as const,
  listPage: <P>(params: P) => ['editor', 'list', params] as const,
  /** Prefix of every post's entry: `publication(id)`. */
  publications: ['editor', 'publication'] as const,
  publication: (id: number) => ['editor', 'publication', id] as const,
  schedule: (id: number) => ['editor', 'schedule', id] as const,
  scheduleHistory: (id: number | null, pk: number | null) =>
    ['editor', 'schedule', id, 'history', pk] as const,
};
