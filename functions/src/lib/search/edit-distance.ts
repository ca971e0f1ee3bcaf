// How many single-letter edits (insert, delete, replace, or swap two neighbours) turn one word into
// another: the "did you mean" prefers the indexed word fewest edits away from what was typed, since
// trigram similarity alone rates a shorter word with the same start as highly ("front" for
// "frontnd", where "frontend" is one letter away).

/** The optimal string alignment distance of `a` and `b` (Damerau–Levenshtein without re-edits). */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  // rows i-2, i-1 and i of the table, each of y.length + 1 cells
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        best = Math.min(best, (before[j - 2] ?? 0) + 1);
      }
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[y.length] ?? 0;
}
