/** The id of the i-th row returned by a multi-row insert (rows come back in insertion order). */
export function idAt(rows: readonly { id: number }[], i: number): number {
  const row = rows[i];
  if (!row) throw new Error(`Insert returned no row ${i}`);
  return row.id;
}

/** Inserts in chunks so no statement exceeds PostgreSQL's 65 535 bind parameters. */
export async function inChunks<T, R>(
  rows: readonly T[],
  size: number,
  insert: (chunk: T[]) => Promise<R[]>,
): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < rows.length; i += size)
    results.push(...(await insert(rows.slice(i, i + size))));
  return results;
}
