import type { Comment } from '@app/contract';

/** A change to one comment as it sits in any cached answer. */
export type CommentPatch = (comment: Comment) => Comment;

function isComment(value: object): value is Comment {
  return 'pk' in value && 'text_web' in value && 'like_count' in value;
}

/**
 * Applies `patch` to every copy of comment `pk` inside a cached answer (a page, the pinned list,
 * replies), sharing unchanged branches; returns `data` itself when nothing matched.
 */
export function patchComments<T>(data: T, pk: number, patch: CommentPatch): T {
  return patchValue(data, pk, patch) as T;
}

function patchValue(value: unknown, pk: number, patch: CommentPatch): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((entry: unknown) => {
      const patched = patchValue(entry, pk, patch);
      if (patched !== entry) changed = true;
      return patched;
    });
    return changed ? next : value;
  }
  if (typeof value !== 'object' || value === null) return value;
  if (isComment(value)) return value.pk === pk ? patch(value) : value;
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    const patched = patchValue(entry, pk, patch);
    if (patched !== entry) changed = true;
    next[key] = patched;
  }
  return changed ? next : value;
}
