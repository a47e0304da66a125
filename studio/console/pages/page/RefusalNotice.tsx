import { Alert } from '@arco-design/web-react';
import type { GateRefusal } from '../../api-client/types';
import { RefusalList } from './RefusalList';

export interface Refused { label: string; message: string; refusals: readonly GateRefusal[] }

/** An action the service refused, in its words, with the gates' refusals when it names them; it stays until closed or the next action. */
export function RefusalNotice({ refused, onClose, onReveal }: { refused: Refused; onClose(): void; onReveal(field: string): void }) {
  return (
    <Alert
      className="console-refused" type="error" closable onClose={onClose}
      title={`${refused.label}未成功：${refused.message}`}
      content={refused.refusals.length > 0 ? <RefusalList refusals={refused.refusals} onReveal={onReveal} /> : undefined}
    />
  );
}
