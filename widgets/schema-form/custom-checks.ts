import type { CustomValidator, ErrorSchema, FormValidation } from '@rjsf/utils';

type FormData = Record<string, unknown>;

/** Adds each message of `found` (an ErrorSchema) to rjsf's error handlers at the same place, where the data has one. */
function addFound(target: FormValidation, found: ErrorSchema): void {
  for (const [key, value] of Object.entries(found)) {
    if (key === '__errors') for (const message of (value as unknown as string[] | undefined) ?? []) target.addError(message);
    else if (value && (target as Record<string, unknown>)[key]) addFound((target as Record<string, FormValidation>)[key], value as ErrorSchema);
  }
}

/**
 * A custom validator that also reports what `more` finds in the data: the checks made as the customer types
 * (typed-checks.ts) and the fields the server refused (server-errors.ts), so that rjsf's own check, which
 * runs on every edit after a first submit, holds them too.
 */
export function checkingAlso(validate: CustomValidator, more: (data: FormData) => ReadonlyArray<ErrorSchema | undefined>): CustomValidator {
  return (formData, errors, uiSchema, errorSchema) => {
    const checked = validate(formData, errors, uiSchema, errorSchema);
    const data = formData && typeof formData === 'object' ? (formData as FormData) : {};
    for (const found of more(data)) if (found) addFound(checked, found);
    return checked;
  };
}
