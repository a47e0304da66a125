// What a filter is, apart from the filters themselves: the built-in lists and the extension catalogue
// import it, it imports nothing of theirs.

export type Filter = (input: unknown, ...args: unknown[]) => unknown;

/** How an expression finds a filter by name (the extension catalogue's lookup; it throws for unknown names). */
export type FilterLookup = (name: string) => Filter;

/** One filter of the extension catalogue: its name and the function. */
export interface FilterSpec {
  name: string;
  run: Filter;
}

/** How an author writes a filter and what it does: read by the tooling, never shipped with the filter. */
export interface FilterDoc {
  /** As written after `|`, with its arguments and their defaults: `date('YYYY-MM-DD')`. */
  usage: string;
  description: string;
}
