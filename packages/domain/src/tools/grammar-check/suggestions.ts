/*
 * nspell's suggestions come in dictionary order ("Teh" → Ten, Eh, Meh, …, The). People's typos are
 * mostly one slip of a finger, swapped letters above all, so the list is re-ranked by an edit
 * distance in which a swap of two neighbouring letters costs less than any other edit; ties keep
 * nspell's order. The winner takes the case of the word typed ("Teh" → "The", "TEH" → "THE").
 */

const SWAP_COST = 0.75;

/** Optimal string alignment distance (Damerau–Levenshtein without repeated edits), case-blind. */
export function typoDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const rows = s.length + 1;
  const cols = t.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    const row = d[i] as number[];
    const above = d[i - 1] as number[];
    for (let j = 1; j < cols; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        best = Math.min(best, ((d[i - 2] as number[])[j - 2] as number) + SWAP_COST);
      }
      row[j] = best;
    }
  }
  return (d[s.length] as number[])[t.length] as number;
}

const isUpper = (value: string) => value === value.toUpperCase() && value !== value.toLowerCase();

/** "teh" → as is; "Teh" → capitalised; "TEH" → upper case. Mixed case ("McDonald") is kept. */
export function matchCase(typed: string, suggestion: string): string {
  if (typed.length > 1 && isUpper(typed)) return suggestion.toUpperCase();
  const first = typed.charAt(0);
  if (isUpper(first) && suggestion.charAt(0) === suggestion.charAt(0).toLowerCase()) {
    return suggestion.charAt(0).toUpperCase() + suggestion.slice(1);
  }
  return suggestion;
}

export function rankSuggestions(
  typed: string,
  suggestions: readonly string[],
  max: number,
): string[] {
  const ranked = suggestions
    .map((suggestion, index) => ({ suggestion, index, distance: typoDistance(typed, suggestion) }))
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .map(({ suggestion }) => matchCase(typed, suggestion));
  return [...new Set(ranked)].filter((suggestion) => suggestion !== typed).slice(0, max);
}
