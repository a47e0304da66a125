import { ErrorSchemaBuilder, type ErrorSchema } from '@rjsf/utils';

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

/**
 * The server's reasons as rjsf errors, under the fields they name while each still holds the refused
 * value (a field the customer corrects loses its mark). A named field the form does not show has its
 * reason under the form, until anything is changed, so it is still told where the customer looks.
 */
export function refusedFields(refusal: Refusal | null, formData: FormData, shown: ReadonlySet<string>): ErrorSchema | undefined {
  if (!refusal) return undefined;
  const same = (path: readonly string[]) => JSON.stringify(valueAt(formData, path)) === JSON.stringify(valueAt(refusal.sent, path));
  const builder = new ErrorSchemaBuilder();
  let found = false;
  for (const [field, reason] of Object.entries(refusal.fields)) {
    const path = segments(field);
    const onForm = !shown.has(path[0] ?? '');
    if (!same(onForm ? [] : path)) continue;
    builder.addErrors(reason, onForm ? undefined : path);
    found = true;
  }
  return found ? builder.ErrorSchema : undefined;
}
