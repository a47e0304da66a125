import { useEffect } from 'react';

/** The browser tab says which screen it is: `页面 · 运营发布台`. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · 运营发布台`;
  }, [title]);
}
