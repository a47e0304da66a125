import type { ReactNode } from 'react';

/** A labelled control outside an arco Form (whose items label their own): the label names the control by its id. */
export function Field({ label, id, extra, children }: { label: string; id: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <div className="console-field">
      <label className="console-field__label" htmlFor={id}>{label}</label>
      {children}
      {extra && <div className="console-field__extra">{extra}</div>}
    </div>
  );
}
