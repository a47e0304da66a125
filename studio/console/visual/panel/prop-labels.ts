// The Chinese words for the props and fragment params the panel shows. Widget schemas are written for
// developers, in English: each widget's palette.json and each fragment's params give every name its label,
// which the catalogue serves with the widget or fragment (npm run validate refuses a name without one).

/** A widget's or fragment's labels, by prop or param name. */
export type PropLabels = Readonly<Record<string, string>>;

const CHINESE = /[\u4e00-\u9fff]/g;
const LATIN = /[A-Za-z]/g;

/** Written in Chinese: more Chinese than English in it (an English description quoting 新 is not). */
export const isChinese = (text: unknown): text is string => typeof text === 'string' && (text.match(CHINESE)?.length ?? 0) * 2 >= Math.max(1, text.match(LATIN)?.length ?? 0);

/** What the panel calls a prop: its schema's Chinese title, its served label, or its name. */
export function propLabel(name: string, labels: PropLabels, schema?: { title?: unknown }): string {
  if (isChinese(schema?.title)) return schema.title;
  return Object.hasOwn(labels, name) ? labels[name] : name;
}
