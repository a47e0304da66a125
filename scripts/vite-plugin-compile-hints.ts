import type { Plugin, Rollup } from 'vite';

/** V8's explicit compile hint (Chromium 136 and later): compile every function of this file while it streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The hint pays on the few large chunks, where most of the compiling is (React DOM in the entry, rjsf with
 * a form, the shared chunk); on each smaller one it would save a millisecond or two and cost about 30
 * gzipped bytes of a first load whose bytes are budgeted (scripts/bundle-report.ts).
 */
export const HINTED_CHUNK_BYTES = 48 * 1024;

/** The chunk with the hint as its first line, and its source map moved down by that line. */
function hintChunk(chunk: Rollup.OutputChunk, mapAsset?: Rollup.OutputAsset): void {
  chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  if (mapAsset) {
    const map = JSON.parse(String(mapAsset.source)) as { mappings: string };
    mapAsset.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
  }
}

/**
 * Marks each large chunk for eager compilation. A chunk here is fetched when its page or widget is about
 * to draw, so nearly all it holds runs at once; without the hint V8 compiles each function on the main
 * thread the first time it is called, in the middle of the first render (about a tenth of the main
 * thread's work before the 50-field bench form shows). With it, the compiling happens on a background
 * thread as the file arrives. Browsers without the hint read a comment.
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'official:compile-hints',
    apply: 'build',
    // After Vite's own last step, which puts the table of a chunk's dependencies at its top.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.code.length < HINTED_CHUNK_BYTES) continue;
          const mapAsset = bundle[`${chunk.fileName}.map`];
          hintChunk(chunk, mapAsset?.type === 'asset' ? mapAsset : undefined);
        }
      },
    },
  };
}
