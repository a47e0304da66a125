/** A place in a config file: its path relative to the project root and a JSON pointer inside it. */
export interface Place { file: string; pointer: string }

/**
 * Where the part of an expanded page at pointer `at` (and below) was written, and the fragment uses it
 * came through, outermost first. `inexact`: a text with fragment params filled in, whose characters no
 * longer line up with the file's.
 */
export interface Origin { at: string; place: Place; via: Place[]; inexact?: boolean }

export const appendPointer = (pointer: string, key: string) => `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** Whether `pointer` is `prefix` or lies below it. */
export const prefixedBy = (pointer: string, prefix: string) => pointer === prefix || pointer.startsWith(`${prefix}/`);

/** Origins recorded relative to a value, moved to where the value is placed. */
export const rebase = (origins: readonly Origin[], at: string): Origin[] => origins.map((origin) => ({ ...origin, at: at + origin.at }));
