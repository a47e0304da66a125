interface ViteOverlay extends HTMLElement { close?(): void }
type ViteOverlayConstructor = new (error: { message: string; stack: string; plugin: string; id: string }) => ViteOverlay;

/**
 * Shows a problem in Vite's error overlay, as the dev server shows a broken source file: it exists in the
 * dev server only, so elsewhere nothing is shown. Returns what removes it again.
 */
export function showDevOverlay(message: string, id: string, plugin = 'official-pages'): () => void {
  const Overlay = customElements.get('vite-error-overlay') as ViteOverlayConstructor | undefined;
  if (!Overlay) return () => undefined;
  // One at a time: a newer problem replaces the overlay before it.
  for (const shown of document.querySelectorAll('vite-error-overlay')) shown.remove();
  const overlay = new Overlay({ message, stack: '', plugin, id });
  document.body.appendChild(overlay);
  return () => overlay.remove();
}
