import type { ToastOptions } from '../core/actions';

// Drawn with inline styles: the stylesheets of arco's toast come with the chunk that could not load.
const LOOK: Partial<CSSStyleDeclaration> = {
  position: 'fixed', left: '50%', top: '50%', transform: 'translate(-50%, -50%)', zIndex: '1100', maxWidth: '80vw',
  padding: '0.75rem 1rem', borderRadius: '0.5rem', background: 'rgba(0, 0, 0, 0.8)', color: '#fff',
  fontSize: '0.875rem', lineHeight: '1.5', textAlign: 'center', pointerEvents: 'none',
};
const SHOWN_MS = 3000;

let shown: HTMLElement | undefined;

/**
 * A message drawn without arco, for when arco's toast cannot load (the connection dropped before it was
 * ever needed): the same words in the same place, one at a time. A loading toast is left out: nothing
 * would ever close it.
 */
export function plainToast({ message, kind }: ToastOptions): void {
  shown?.remove();
  if (kind === 'loading') return;
  const box = document.createElement('div');
  box.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  box.textContent = message;
  Object.assign(box.style, LOOK);
  document.body.append(box);
  shown = box;
  setTimeout(() => box.remove(), SHOWN_MS);
}
