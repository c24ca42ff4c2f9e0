import type { CommentOrdering } from '@app/contract';

/** Query keys of the comment caches; everything of one publication starts with `all(id)`. */
export const commentKeys = {
  all: (publicationId: number) => ['comments', publicationId] as const,
  parents: (publicationId: number, ordering: CommentOrdering, page: number) =>
    ['comments', publicationId, 'parents', ordering, page] as const,
  fixed: (publicationId: number) => ['comments', publicationId, 'fixed'] as const,
  children: (publicationId: number, parentPk: number) =>
    ['comments', publicationId, 'children', parentPk] as const,
};
