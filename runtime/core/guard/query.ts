/** The same address without one query value (the others re-encoded, the fragment kept). */
export function addressWithout(location: { pathname: string; search: string; hash?: string }, name: string): string {
  const query = new URLSearchParams(location.search);
  query.delete(name);
  const rest = query.toString();
  return `${location.pathname}${rest ? `?${rest}` : ''}${location.hash ?? ''}`;
}
