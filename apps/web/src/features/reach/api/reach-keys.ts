/*
 * The reach screen's query keys: each starts with 'reach', so `reachKeys.post(id)` reaches every
 * page and search of one post. The post itself is the editor's entry (editorKeys.publication).
 */

/** One page of the not-viewed list, narrowed by a part of a name. */
export interface ReachPageParams {
  page: number;
  search: string;
}

export const reachKeys = {
  all: ['reach'] as const,
  post: (id: number) => ['reach', id] as const,
  page: (id: number, params: ReachPageParams) => ['reach', id, params] as const,
};
