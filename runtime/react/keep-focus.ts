// A modal's keyboard: Tab and Shift+Tab go round its own controls, never to the page under its mask.

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** For a Tab keydown inside `modal`: moves focus from its last control to its first, and back with Shift. */
export function keepFocusInside(modal: HTMLElement, event: { shiftKey: boolean; preventDefault(): void }): void {
  const controls = [...modal.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
  if (controls.length === 0) return event.preventDefault();
  const first = controls[0];
  const last = controls[controls.length - 1];
  const at = document.activeElement;
  if (event.shiftKey && (at === first || at === modal)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && at === last) {
    event.preventDefault();
    first.focus();
  }
}
