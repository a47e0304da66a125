declare module 'virtual:route-chunks' {
  /** Built by scripts/vite-plugin-route-preload.ts: files (relative to the base) beyond the entry, by route path and by widget type. */
  const chunks: { files: string[]; pages: Record<string, number[]>; widgets: Record<string, number[]> };
  export default chunks;
}
