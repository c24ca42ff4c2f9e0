/**
 * The hidden list after switching `id` on (`shown`) or off. Switching off the last shown entry
 * of `all` changes nothing: the reader's filters never leave a screen with nothing to show.
 */
export function toggleHidden<T>(
  all: readonly T[],
  hidden: readonly T[],
  id: T,
  shown: boolean,
): T[] {
  if (shown) return hidden.filter((entry) => entry !== id);
  if (hidden.includes(id) || isLastShown(all, hidden, id)) return [...hidden];
  return [...hidden, id];
}

/** True when `id` is the only entry of `all` still shown. */
export function isLastShown<T>(all: readonly T[], hidden: readonly T[], id: T): boolean {
  return !hidden.includes(id) && all.every((entry) => entry === id || hidden.includes(entry));
}
