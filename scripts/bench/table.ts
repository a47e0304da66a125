export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Runs `measure` `runs` times, one after another (the machine's cores are shared). */
export async function repeat<T>(runs: number, measure: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < runs; i++) results.push(await measure());
  return results;
}

/** A titled table with the first column left-aligned and the others right-aligned. */
export function formatTable(title: string, header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i].length)));
  const line = (row: readonly string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('   ');
  return [title, `  ${line(header)}`, ...rows.map((row) => `  ${line(row)}`)].join('\n');
}

export const ms = (value: number) => `${Math.round(value)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
