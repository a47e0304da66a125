import type { ErrorSchema } from '@rjsf/utils';

type FormData = Record<string, unknown>;

/** What the server refused: the reason for each field it named, and the form data that was sent. */
export interface Refusal {
  fields: Readonly<Record<string, string>>;
  sent: FormData;
}

/** `insured.birthday`, `answers[0].code` → ['insured', 'birthday'], ['answers', '0', 'code']. */
const segments = (path: string) => path.replace(/\[(\d+)\]/g, '.$1').split('.').filter(Boolean);

function valueAt(data: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), data);
}

function addError(schema: Record<string, unknown>, path: readonly string[], reason: string): void {
  let node = schema;
  for (const key of path) node = (node[key] ??= {}) as Record<string, unknown>;
  node.__errors = [...((node.__errors as string[] | undefined) ?? []), reason];
}

/**
 * The server's reasons as rjsf errors, under the fields they name while each still holds the refused
 * value (a field the customer corrects loses its mark). A named field the form does not show has its
 * reason under the form, so it is still told where the customer looks.
 */
export function refusedFields(refusal: Refusal | null, formData: FormData, shown: ReadonlySet<string>): ErrorSchema | undefined {
  if (!refusal) return undefined;
  const schema: Record<string, unknown> = {};
  for (const [field, reason] of Object.entries(refusal.fields)) {
    const path = segments(field);
    if (!shown.has(path[0] ?? '')) addError(schema, [], reason);
    else if (JSON.stringify(valueAt(formData, path)) === JSON.stringify(valueAt(refusal.sent, path))) addError(schema, path, reason);
  }
  return Object.keys(schema).length > 0 ? (schema as ErrorSchema) : undefined;
}
