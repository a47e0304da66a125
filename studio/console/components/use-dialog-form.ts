import { useState } from 'react';
import type { FormInstance } from '@arco-design/web-react';

/**
 * A dialog's form sent to the service: checked by the form first, sent once at a time (an OK pressed again
 * meanwhile is ignored), and a refusal shown under the field it names or, naming none, above the form.
 */
export function useDialogForm<T>(form: FormInstance<T>) {
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  /** Shows a refusal under `field`, or above the form when it names no field the dialog shows. */
  const refuse = (message: string, field?: string) => {
    if (field) form.setFields({ [field]: { error: { message } } } as Parameters<FormInstance<T>['setFields']>[0]);
    else setFailure(message);
  };

  const submit = async (send: (values: T) => Promise<void>) => {
    if (busy) return;
    const values = await form.validate().catch(() => undefined);
    if (!values) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await send(values);
    } finally {
      setBusy(false);
    }
  };

  return { busy, failure, refuse, submit };
}
