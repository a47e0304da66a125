// The messages between the playground and its preview frames. Both sides are this app on this origin:
// anything from another origin or window is ignored.
import type { RenderablePage } from '../../react/PageRenderer';
import type { Placement } from '../../config/node-path';
import type { ExpressionAnswer } from './evaluate-at';

/** A page definition as the playground hands it over: checked, with its fragments in place. */
export type PreviewPage = RenderablePage & {
  route?: { path?: string; title?: string; isShare?: boolean; params?: Record<string, { values?: string[] }> };
  share?: { title?: string; desc?: string; link?: string; image?: string };
};

/** Sent by a frame when it can render: the playground answers with the current definition. */
export interface FrameReady { kind: 'official-playground:ready' }
export interface RenderPage { kind: 'official-playground:render'; page: PreviewPage }
/** The console's visual editor: in select mode a click on a block selects it instead of acting. */
export interface SelectMode { kind: 'official-playground:select-mode'; on: boolean }
/** Sent by a frame in select mode: the block clicked, by its pointer in the page it renders. */
export interface SelectBlock { kind: 'official-playground:select'; pointer: string }
/** The blocks to outline (none: an empty list), by their pointers in the page the frame renders: a fragment may draw several. */
export interface HighlightBlock { kind: 'official-playground:highlight'; pointers: readonly string[] }

/**
 * The console's expression field: what `expression` gives at a node of the page the frame renders (by its
 * pointer there), written in its props (`node`) or its condition. Answered with the same `id`.
 */
export interface EvaluateExpression { kind: 'official-playground:evaluate'; id: number; pointer: string; placement: Placement; expression: string }
/** The value, short and JSON-ish, or why there is none (in Chinese); `waiting` while no page is shown yet. */
export interface ExpressionValue { kind: 'official-playground:value'; id: number; answer: ExpressionAnswer | { waiting: true } }

type Message = FrameReady | RenderPage | SelectMode | SelectBlock | HighlightBlock | EvaluateExpression | ExpressionValue;

export const FRAME_PATH = '/dev/playground/frame';

export const frameReady = (): FrameReady => ({ kind: 'official-playground:ready' });
export const renderPage = (page: PreviewPage): RenderPage => ({ kind: 'official-playground:render', page });
export const selectMode = (on: boolean): SelectMode => ({ kind: 'official-playground:select-mode', on });
export const selectBlock = (pointer: string): SelectBlock => ({ kind: 'official-playground:select', pointer });
export const highlightBlock = (pointers: readonly string[]): HighlightBlock => ({ kind: 'official-playground:highlight', pointers });
export const evaluateExpression = (id: number, pointer: string, placement: Placement, expression: string): EvaluateExpression => (
  { kind: 'official-playground:evaluate', id, pointer, placement, expression }
);
export const expressionValue = (id: number, answer: ExpressionValue['answer']): ExpressionValue => ({ kind: 'official-playground:value', id, answer });

/** The message's data when it comes from `source` on this origin and is of this kind. */
export function receive<K extends Message['kind']>(event: MessageEvent, source: MessageEventSource | null | undefined, kind: K): Extract<Message, { kind: K }> | undefined {
  if (event.origin !== window.location.origin || !source || event.source !== source) return undefined;
  const data = event.data as { kind?: unknown } | null;
  return data && data.kind === kind ? (data as Extract<Message, { kind: K }>) : undefined;
}
