/** An address without its fragment. */
export function withoutHash(href: string): string {
  const hash = href.indexOf('#');
  return hash === -1 ? href : href.slice(0, hash);
}

/** Records the address the app was entered at, unless one is already recorded. */
export function recordEntryUrl(win: Window = window): void {
  win.__OFFICIAL_ENTRY_URL__ ??= withoutHash(win.location.href);
}
