/** The forms a page definition names statically: `props.form` of its schema-form nodes, wherever they sit. */
export function formsOf(value: unknown, found = new Set<string>()): string[] {
  if (Array.isArray(value)) value.forEach((item) => formsOf(item, found));
  else if (value && typeof value === 'object') {
    const node = value as { type?: unknown; props?: { form?: unknown } };
    if (node.type === 'schema-form' && typeof node.props?.form === 'string' && !node.props.form.includes('{{')) found.add(node.props.form);
    Object.values(value).forEach((item) => formsOf(item, found));
  }
  return [...found];
}
