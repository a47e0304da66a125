// The prop names a widget's props schema declares, nested ones included (a grid item's `text`, a select's
// option `value`): each is a field the console's property panel shows, so each needs its Chinese label.

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every property name of the schema and of the schemas inside it, once each, in the order first met. */
export function declaredPropNames(schema: unknown, names = new Set<string>()): string[] {
  if (!isSchema(schema)) return [...names];
  for (const [name, inner] of Object.entries(isSchema(schema.properties) ? schema.properties : {})) {
    names.add(name);
    declaredPropNames(inner, names);
  }
  const inside = [schema.items, schema.additionalProperties, ...['oneOf', 'anyOf', 'allOf'].flatMap((key) => (Array.isArray(schema[key]) ? schema[key] : []))];
  for (const part of inside.flat()) declaredPropNames(part, names);
  return [...names];
}
