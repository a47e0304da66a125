// The arco implementations behind feedback.ts, split into their own chunk.
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import Toast from '@arco-design/mobile-react/esm/toast';
import '@arco-design/mobile-react/esm/toast/style';
import Dialog from '@arco-design/mobile-react/esm/dialog';
import '@arco-design/mobile-react/esm/dialog/style';
import type { DialogOptions, ToastOptions } from '../core/actions';
import { keepFocusInside } from './keep-focus';
import './feedback.css';

// arco's imperative Dialog needs createRoot handed in on React 19, or nothing shows.
const context = { createRoot };

// The one toast on screen, drawn by arco's Toast component in a root of its own: a new message takes
// its place at once (a new key), never lands on top of it, and one closed before it opened leaves nothing.
let toastRoot: Root | undefined;
let toasts = 0;

function toastHost(): Root {
  if (!toastRoot) {
    const host = document.createElement('div');
    document.body.append(host);
    toastRoot = createRoot(host);
  }
  return toastRoot;
}

/** One message at a time: a new toast replaces the one showing. */
export function showToast({ message, kind }: ToastOptions): void {
  const root = toastHost();
  const key = (toasts += 1);
  const isCurrent = () => key === toasts;
  // A live region, so screen readers say what the customer sees (an error at once, the rest politely).
  const content = createElement('span', { role: kind === 'error' ? 'alert' : 'status' }, message);
  const toastElement = (visible: boolean) => createElement(Toast, {
    key, content, type: kind === 'loading' ? undefined : kind, loading: kind === 'loading', visible,
    // arco asks to close when its time is up: hide it, then unmount once its leave animation is done.
    close: () => { if (isCurrent()) root.render(toastElement(false)); },
    onClose: () => { if (isCurrent()) root.render(null); },
  });
  root.render(toastElement(true));
}

let dialogs = 0;

/**
 * What arco's dialog leaves out: its box is an alert dialog named by its title and described by its
 * message, its choices are buttons (arco draws divs), focus moves to the first choice and back to what
 * was focused when it closes. iOS's layout on every device: full-width 44px choices, not Android's text links.
 */
function accessibleDialog(title: string | undefined, message: string) {
  const id = `feedback-dialog-${(dialogs += 1)}`;
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  return {
    platform: 'ios' as const,
    title: title && createElement('h2', { id: `${id}-title`, className: 'feedback-dialog__title' }, title),
    children: createElement('p', { id: `${id}-message`, className: 'feedback-dialog__message' }, message),
    /** A choice; the one Escape takes (cancel, or an alert's only choice) is marked. */
    choice: (text: string, onEscape = false) => createElement('button', { type: 'button', className: 'feedback-dialog__choice', 'data-escape': onEscape || undefined }, text),
    onOpen: () => {
      const box = document.getElementById(`${id}-message`)?.closest<HTMLElement>('.arco-dialog-content');
      if (!box) return;
      box.setAttribute('role', 'alertdialog');
      box.setAttribute('aria-modal', 'true');
      box.setAttribute(title ? 'aria-labelledby' : 'aria-label', title ? `${id}-title` : '提示');
      box.setAttribute('aria-describedby', `${id}-message`);
      box.querySelector<HTMLElement>('.feedback-dialog__choice')?.focus();
      box.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') box.querySelector<HTMLElement>('[data-escape]')?.click();
        else if (event.key === 'Tab') keepFocusInside(box, event);
      });
    },
    onClose: () => opener?.focus({ preventScroll: true }),
  };
}

export function showAlert({ title, message, confirmText }: DialogOptions): Promise<void> {
  return new Promise((resolve) => {
    const { choice, ...dialog } = accessibleDialog(title, message);
    Dialog.alert({ ...dialog, okText: choice(confirmText ?? '我知道了', true), onOk: () => resolve() }, context);
  });
}

export function showConfirm({ title, message, confirmText, cancelText }: DialogOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const { choice, ...dialog } = accessibleDialog(title ?? '提示', message);
    Dialog.confirm({
      ...dialog,
      okText: choice(confirmText ?? '确定'),
      cancelText: choice(cancelText ?? '取消', true),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    }, context);
  });
}
