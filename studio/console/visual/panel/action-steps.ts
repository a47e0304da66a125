// A block's actions (`onClick`, `onChange`… on the node, one per event its widget has) as the panel edits
// them: the steps as a list, whether the page writes one step or several, and the edits of that list, each
// an operation of the document model that keeps the page written as a developer writes it (one step is an
// object, several a list, `onClick` after `props` and before `children`).
import type { GateRefusal } from '../../api-client/types';
import type { Path } from '../model/json-path';
import type { Outcome, PageDocument } from '../model/operations';
import { isObject, valueAt } from '../model/structure';

type Operation = (page: PageDocument) => Outcome;

/** Events in Chinese: when the steps run. */
const EVENTS: Record<string, string> = {
  click: '点击时', itemClick: '点击其中一项时', change: '内容改变时', submit: '提交时', close: '关闭时', back: '点返回时', linkClick: '点击其中的链接时',
  enter: '按回车时', send: '发送验证码时', select: '选中一项时', refresh: '刷新时', captchaRefresh: '换一张验证码时', save: '保存时', recognized: '识别完成时',
  verified: '验证通过时', failed: '验证未通过时',
};

export const eventLabel = (event: string): string => EVENTS[event] ?? `${event} 时`;

/** The node's key for an event: click is `onClick`. */
export const eventKey = (event: string): string => `on${event[0].toUpperCase()}${event.slice(1)}`;

export type Steps =
  | { kind: 'steps'; steps: Array<{ step: Record<string, unknown>; path: Path }>; list: boolean }
  /** The name of one of the page's named actions (`actions`), run as it is. */
  | { kind: 'named'; name: string };

/** The steps an event of the node runs: none, one written as an object, or a list. */
export function stepsOf(page: unknown, nodePath: Path, key: string): Steps {
  const path = [...nodePath, key];
  const held = valueAt(page, path);
  if (typeof held === 'string') return { kind: 'named', name: held };
  if (Array.isArray(held)) return { kind: 'steps', list: true, steps: held.map((step, index) => ({ step: isObject(step) ? step : {}, path: [...path, index] })) };
  return { kind: 'steps', list: false, steps: isObject(held) ? [{ step: held, path }] : [] };
}

const count = (steps: Steps) => (steps.kind === 'steps' ? steps.steps.length : 0);

/** A step added last: the first one as the event's object, a second one making the object a list. */
export function addStep(page: unknown, nodePath: Path, key: string, step: Record<string, unknown>): Operation[] {
  const path = [...nodePath, key];
  const steps = stepsOf(page, nodePath, key);
  if (count(steps) === 0) return [(current) => current.add(nodePath, key, step, ['children'])];
  if (steps.kind === 'steps' && !steps.list) return [(current) => current.reshape(path, 'list'), (current) => current.insertItem(path, 1, step)];
  return [(current) => current.insertItem(path, count(steps), step)];
}

/** Step `index` taken out: the event goes with its last step, and the one step left of two is an object again. */
export function removeStep(page: unknown, nodePath: Path, key: string, index: number): Operation[] {
  const path = [...nodePath, key];
  const steps = stepsOf(page, nodePath, key);
  if (count(steps) <= 1) return [(current) => current.set(path, undefined)];
  const removed: Operation = (current) => current.set([...path, index], undefined);
  return count(steps) === 2 ? [removed, (current) => current.reshape(path, 'item')] : [removed];
}

/** Step `from` moved to position `to`. */
export const moveStep = (nodePath: Path, key: string, from: number, to: number): Operation[] => [(current) => current.moveItem([...nodePath, key], from, to)];

/** A refusal about one of the node's actions (`<node>/onClick…`): the actions section shows it, not the props form. */
export const isActionRefusal = (refusal: GateRefusal, nodePointer: string): boolean => /^\/on[A-Z]/.test(refusal.field.slice(nodePointer.length)) && refusal.field.startsWith(nodePointer);
