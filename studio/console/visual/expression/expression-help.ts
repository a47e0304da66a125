// What an expression field of the node panel is helped with: completions from what the page has at the
// node, and the value the canvas's frame works out there. Made by the visual editor for the node selected.
import { useCallback, useMemo } from 'react';
import { nodesOnPath, type Placement } from '../../../../runtime/config/node-path';
import type { Catalogue } from '../../api-client/types';
import type { ExpansionMap } from '../fragments/expanded-map';
import { isObject } from '../model/structure';
import { expressionCompletions, type ExpressionCompletions } from './expression-completions';
import { expressionScope, serviceShapes } from './expression-scope';
import type { FrameAnswer, FrameChannel } from './frame-channel';

export interface ExpressionHelp {
  complete(text: string, offset: number, placement: Placement): ExpressionCompletions | null;
  /** What the text gives at the node on the canvas now. */
  evaluate(text: string, placement: Placement): Promise<FrameAnswer>;
  channel: FrameChannel;
}

interface Sources {
  /** The page as written. */
  value: unknown;
  /** The page as the portal runs it (the last checked), when there is one. */
  expanded?: Record<string, unknown>;
  catalogue: Catalogue;
  map?: ExpansionMap;
  channel: FrameChannel;
}

/** The help for the node at a pointer of the page as written. */
export function useExpressionHelp({ value, expanded, catalogue, map, channel }: Sources): (pointer: string) => ExpressionHelp {
  const services = useMemo(() => serviceShapes(catalogue), [catalogue]);
  return useCallback((pointer: string): ExpressionHelp => ({
    complete(text, offset, placement) {
      if (!isObject(value)) return null;
      return expressionCompletions(text, offset, expressionScope(value, pointer, placement, catalogue, services, expanded));
    },
    evaluate(text, placement) {
      // A fragment use's params are read where the use stands: before the first node it brings repeats.
      const use = nodesOnPath(value, pointer).at(-1)?.node.use !== undefined;
      return channel.ask(map?.toNode(pointer) ?? pointer, use ? 'condition' : placement, text);
    },
    channel,
  }), [value, expanded, catalogue, services, map, channel]);
}
