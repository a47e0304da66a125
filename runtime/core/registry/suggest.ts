function distance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0];
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j];
      previous[j] = Math.min(previous[j] + 1, previous[j - 1] + 1, diagonal + (a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length];
}

/** The closest known name to a misspelt one ("visible" → "visibleWhen"), or undefined when none is close. */
export function suggest(input: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const candidate of candidates) {
    const score = candidate.toLowerCase().startsWith(input.toLowerCase()) && input.length >= 3 ? 1 : distance(input, candidate);
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best !== undefined && bestScore <= Math.max(2, Math.floor(input.length / 3)) ? best : undefined;
}

/** The message, ending with the closest known name when one is close: `unknown service "face.claimLists" — did you mean "face.claimList"?`. */
export function withSuggestion(text: string, input: string, candidates: Iterable<string>): string {
  const best = suggest(input, candidates);
  return best ? `${text} — did you mean "${best}"?` : text;
}
