declare module 'virtual:route-chunks' {
  /** Built by scripts/vite-plugin-route-preload.ts: files (relative to the base) beyond the entry, by route path and by widget type. */
  const chunks: import('./route-files').ChunkMap;
  export default chunks;
}
