// The string formats a widget prop may declare (`"format": "date"`, docs/widgets.md): the validator checks
// them, at build time and on resolved props alike, and a value that does not fit is told the format in
// words with an example, not a regular expression.

export interface StringFormat { pattern: RegExp; words: string; example: string }

export const STRING_FORMATS: Readonly<Record<string, StringFormat>> = {
  date: { pattern: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, words: 'a date written YYYY-MM-DD', example: '2026-12-31' },
  'date-time': {
    pattern: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
    words: 'a date and time written YYYY-MM-DDTHH:mm:ss with its offset',
    example: '2026-12-31T23:59:59+08:00',
  },
};

/** The formats as ajv takes them (its `formats` option). */
export const AJV_FORMATS: Readonly<Record<string, RegExp>> = Object.fromEntries(Object.entries(STRING_FORMATS).map(([name, format]) => [name, format.pattern]));

/** What a value of the format looks like, in words with an example; undefined for a format not listed here. */
export function describeFormat(name: string): string | undefined {
  const format = STRING_FORMATS[name];
  return format && `${format.words} (e.g. "${format.example}")`;
}
