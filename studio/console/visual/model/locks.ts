// Compliance content (a disclaimer, the regulator's notice) is declared with `"locked": true` on its node:
// it, and everything inside it, can be neither removed, moved, copied nor changed from the editor.
import type { Path } from './json-path';
import { isObject, nodesOn, valueAt, type SlotsOf } from './structure';

export const LOCKED_REFUSAL = '合规内容已锁定，不能删除或修改';

export const isLockedNode = (value: unknown): boolean => isObject(value) && value.locked === true;

/** Whether the path lies in a locked node (or is one). */
export function inLocked(page: unknown, path: Path, slotsOf: SlotsOf): boolean {
  return nodesOn(page, path, slotsOf).some((node) => isLockedNode(valueAt(page, node)));
}

/** Whether a locked node lies anywhere in the value (a section holding the regulator's notice). */
export function holdsLocked(value: unknown): boolean {
  if (isLockedNode(value)) return true;
  if (Array.isArray(value)) return value.some(holdsLocked);
  return isObject(value) && Object.values(value).some(holdsLocked);
}
