// What happens in the insurer's world by itself as days pass, before any request is answered: changes accepted
// out of hours take effect on their day, and a payment the bank never confirmed is closed.
import type { SandboxState } from '../model';
import { applyDueChanges } from '../handlers/face/endorse-flow';
import { closeUnansweredOrders } from '../payments';

export function passTime(state: SandboxState): void {
  applyDueChanges(state);
  closeUnansweredOrders(state);
}
