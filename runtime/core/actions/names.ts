/** The names of the actions a value's steps run (objects with an `action`, at any depth: handlers, `then`, the page's named actions). */
export function actionNamesIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => actionNamesIn(item, into));
  else if (value && typeof value === 'object') {
    const { action } = value as { action?: unknown };
    if (typeof action === 'string') into.add(action);
    Object.values(value).forEach((item) => actionNamesIn(item, into));
  }
  return into;
}
