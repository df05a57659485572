/**
 * Typo tolerance, as Meilisearch defines it, so both engines forgive the same mistakes: words of
 * 4 letters or more may have one typo, of 8 or more two. A typo is one letter added, dropped,
 * changed, or two neighbours swapped ('shfit' → 'shift').
 */
export function typosAllowed(word: string): number {
  const length = [...word].length;
  if (length >= 8) return 2;
  if (length >= 4) return 1;
  return 0;
}

/** Edit distance counting a swap of neighbours as one edit (optimal string alignment). */
export function typoDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  const rows = s.length + 1;
  const cols = t.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[s.length]![t.length]!;
}

/** Whether `candidate` is `word` with at most the typos its length allows. */
export function withinTypos(word: string, candidate: string): boolean {
  const allowed = typosAllowed(word);
  if (allowed === 0) return false;
  if (Math.abs([...word].length - [...candidate].length) > allowed) return false;
  return typoDistance(word, candidate) <= allowed;
}
