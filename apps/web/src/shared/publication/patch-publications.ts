import type { Publication } from '@app/contract';

/** A change to one publication as it sits in any cached answer. */
export type PublicationPatch = (publication: Publication) => Publication;

function isPublicationLike(value: object): value is Publication {
  return 'id' in value && 'i_liked' in value && 'publication_items' in value;
}

/**
 * Applies `patch` to every copy of publication `id` inside a cached answer of any shape (a
 * detail, a list page, infinite-query pages, search blocks and folders), sharing unchanged
 * branches; returns `data` itself when nothing matched.
 */
export function patchPublications<T>(data: T, id: number, patch: PublicationPatch): T {
  return patchValue(data, id, patch) as T;
}

function patchValue(value: unknown, id: number, patch: PublicationPatch): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((entry: unknown) => {
      const patched = patchValue(entry, id, patch);
      if (patched !== entry) changed = true;
      return patched;
    });
    return changed ? next : value;
  }
  if (typeof value !== 'object' || value === null) return value;
  if (isPublicationLike(value)) return value.id === id ? patch(value) : value;
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    const patched = patchValue(entry, id, patch);
    if (patched !== entry) changed = true;
    next[key] = patched;
  }
  return changed ? next : value;
}
