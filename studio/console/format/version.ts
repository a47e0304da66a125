/** A version's name (the SHA-256 of its content) as staff compare them: its first 8 hex digits, as git shortens commits. */
export const shortVersion = (hash: string | null | undefined): string => (hash ? hash.slice(0, 8) : '—');
