// Where a value sits in the page: as jsonc-parser's path (array indexes as numbers) and as the JSON
// pointer the gates name their refusals with and the portal's frame names its nodes with.

export type Path = ReadonlyArray<string | number>;

const escape = (segment: string | number) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

/** The JSON pointer of a path: `/body/2/props/title`. */
export const pointerOf = (path: Path): string => path.map((segment) => `/${escape(segment)}`).join('');

/** A pointer's segments as written (numbers still text); "" is the whole page. */
export const segmentsOf = (pointer: string): string[] => (pointer === '' ? [] : pointer.slice(1).split('/').map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~')));

/** Whether `pointer` is `prefix` or lies below it. */
export const within = (pointer: string, prefix: string): boolean => pointer === prefix || pointer.startsWith(`${prefix}/`);

export const samePath = (a: Path, b: Path): boolean => a.length === b.length && a.every((segment, index) => segment === b[index]);

/** Whether `path` is `prefix` or lies below it. */
export const startsWith = (path: Path, prefix: Path): boolean => prefix.length <= path.length && prefix.every((segment, index) => segment === path[index]);
