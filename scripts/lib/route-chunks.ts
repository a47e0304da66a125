/** What the build says about one output chunk (a subset of Rollup's OutputChunk and Vite's metadata). */
export interface ChunkFacts {
  fileName: string;
  imports: readonly string[];
  css: readonly string[];
}

/** Every file of `start` with all it imports statically and their CSS, leaving out what is `loaded` already. */
export function chunkClosure(chunks: ReadonlyMap<string, ChunkFacts>, start: readonly string[], loaded: ReadonlySet<string> = new Set()): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || files.has(fileName) || loaded.has(fileName)) return;
    files.add(fileName);
    chunk.imports.forEach(visit);
    for (const css of chunk.css) if (!loaded.has(css)) files.add(css);
  };
  start.forEach(visit);
  return [...files];
}

/**
 * What each page definition and each widget needs beyond the entry, as the browser gets it: every
 * file named once in `files`, pages (by definition file) and widgets (by type) holding indexes into it.
 */
export interface ChunkMap { files: string[]; pages: Record<string, number[]>; widgets: Record<string, number[]> }

export function compactChunkMap(pages: Record<string, readonly string[]>, widgets: Record<string, readonly string[]>): ChunkMap {
  const files: string[] = [];
  const index = new Map<string, number>();
  const indexes = (map: Record<string, readonly string[]>) => Object.fromEntries(Object.entries(map).map(([key, list]) => [key, list.map((file) => {
    if (!index.has(file)) index.set(file, files.push(file) - 1);
    return index.get(file)!;
  })]));
  return { files, pages: indexes(pages), widgets: indexes(widgets) };
}
