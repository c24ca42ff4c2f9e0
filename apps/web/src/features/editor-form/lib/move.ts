/** Which way a block moves with its arrow buttons. */
export type MoveDirection = 'up' | 'down';

/**
 * The list with the item at `index` swapped with its neighbour; the same list when the move would
 * leave the list (moving the first block up or the last one down does nothing, spec 02 §4).
 */
export function moveItem<T>(items: readonly T[], index: number, direction: MoveDirection): T[] {
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) {
    return [...items];
  }
  const next = [...items];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** The list with the item at `from` taken out and put at `to` (a finished drag). */
export function moveItemTo<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) {
    return [...items];
  }
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}
