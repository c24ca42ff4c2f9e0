/**
 * The fewest single-letter insertions, deletions, substitutions and swaps of two neighbours that
 * turn `a` into `b` (optimal string alignment distance), by code points.
 */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const width = y.length + 1;
  // cell(i, j): the distance between the first i letters of x and the first j letters of y.
  const cells = new Uint16Array((x.length + 1) * width);
  const cell = (i: number, j: number): number => cells[i * width + j] ?? 0;
  for (let i = 0; i <= x.length; i++) cells[i * width] = i;
  for (let j = 0; j <= y.length; j++) cells[j] = j;
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(cell(i - 1, j) + 1, cell(i, j - 1) + 1, cell(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        best = Math.min(best, cell(i - 2, j - 2) + 1);
      }
      cells[i * width + j] = best;
    }
  }
  return cell(x.length, y.length);
}
