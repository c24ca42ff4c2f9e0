/** Entries past which the interner drops the copies nothing holds any more (then twice as many). */
const FIRST_SWEEP_AT = 1_024;

/**
 * One shared copy of equal rows while anything holds it: answers kept side by side that repeat
 * the same rows (the reach pages' first not-viewed users are mostly the same people from post to
 * post) hold one object per row instead of one per answer. Rows are told apart by `keyOf` and
 * compared field by field: a row that changed becomes the new copy, holders of the old one keep
 * theirs. Copies nothing holds any more are collected as usual and swept from the table.
 */
export function createRowInterner<T extends object>(keyOf: (row: T) => number): (row: T) => T {
  const copies = new Map<number, WeakRef<T>>();
  let sweepAt = FIRST_SWEEP_AT;
  const sweep = () => {
    for (const [key, copy] of copies) if (copy.deref() === undefined) copies.delete(key);
    sweepAt = Math.max(FIRST_SWEEP_AT, copies.size * 2);
  };
  return (row) => {
    const key = keyOf(row);
    const kept = copies.get(key)?.deref();
    if (kept !== undefined && sameFields(kept, row)) return kept;
    copies.set(key, new WeakRef(row));
    if (copies.size > sweepAt) sweep();
    return row;
  };
}

function sameFields(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => left[key] === right[key]);
}
