import type { DialogOptions, ToastOptions } from '../core/actions';

// arco's Toast and Dialog load on first use: they are not needed to paint a page.
const arco = () => import('./arco-feedback');

export function showToast(options: ToastOptions): void {
  void arco().then((module) => module.showToast(options));
}

export const showAlert = (options: DialogOptions): Promise<void> => arco().then((module) => module.showAlert(options));
export const showConfirm = (options: DialogOptions): Promise<boolean> => arco().then((module) => module.showConfirm(options));
