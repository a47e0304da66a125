import type { DialogOptions, ToastOptions } from '../core/actions';
import { plainToast } from './plain-toast';

type ArcoFeedback = typeof import('./arco-feedback');

// arco's Toast and Dialog are not needed to paint a page: they load on first use, or earlier (below). A
// load that fails is tried again at the next use; meanwhile the message is still given, plainly.
let loading: Promise<ArcoFeedback> | undefined;
function arco(): Promise<ArcoFeedback> {
  loading ??= import('./arco-feedback').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Loads arco's feedback when the customer first touches or types, so that a tap failing later (the
 * connection gone by then) finds it here to say so. Called once by the app in the browser.
 */
export function loadFeedbackOnFirstTouch(): void {
  for (const event of ['pointerdown', 'keydown']) addEventListener(event, () => void arco().catch(() => undefined), { once: true, capture: true, passive: true });
}

const asText = ({ title, message }: DialogOptions) => (title ? `${title}\n${message}` : message);

export function showToast(options: ToastOptions): void {
  arco().then((module) => module.showToast(options), () => plainToast(options));
}

export const showAlert = (options: DialogOptions): Promise<void> => arco().then((module) => module.showAlert(options), () => window.alert(asText(options)));
export const showConfirm = (options: DialogOptions): Promise<boolean> => arco().then((module) => module.showConfirm(options), () => window.confirm(asText(options)));
