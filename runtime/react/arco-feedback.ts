// The arco implementations behind feedback.ts, split into their own chunk.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import Toast from '@arco-design/mobile-react/esm/toast';
import '@arco-design/mobile-react/esm/toast/style';
import Dialog from '@arco-design/mobile-react/esm/dialog';
import '@arco-design/mobile-react/esm/dialog/style';
import type { DialogOptions, ToastOptions } from '../core/actions';

// arco's imperative Toast and Dialog need createRoot handed in on React 19, or nothing shows.
const context = { createRoot };

export function showToast({ message, kind }: ToastOptions): void {
  // A live region, so screen readers say what the customer sees (an error at once, the rest politely).
  const content = createElement('span', { role: kind === 'error' ? 'alert' : 'status' }, message);
  if (kind === 'success') Toast.success({ content }, context);
  else if (kind === 'error') Toast.error({ content }, context);
  else if (kind === 'loading') Toast.loading({ content }, context);
  else Toast.info({ content }, context);
}

export function showAlert({ title, message, confirmText }: DialogOptions): Promise<void> {
  return new Promise((resolve) => {
    Dialog.alert({ title, children: message, okText: confirmText ?? '我知道了', onOk: () => resolve() }, context);
  });
}

export function showConfirm({ title, message, confirmText, cancelText }: DialogOptions): Promise<boolean> {
  return new Promise((resolve) => {
    Dialog.confirm({
      title: title ?? '提示',
      children: message,
      okText: confirmText ?? '确定',
      cancelText: cancelText ?? '取消',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    }, context);
  });
}
