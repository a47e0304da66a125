/** Browser-side help for documents and links: opening one in a new tab, copying one. */

/** Opens a document in a new tab by a link click, which popup blockers allow inside a tap. */
export function openDocument(url: string, fileName?: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.target = '_blank';
  link.rel = 'noopener';
  if (fileName) link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** The clipboard API where the page may use it; else the selection copy older WebViews still support. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      field.remove();
    }
  }
}
