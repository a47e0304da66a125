// What the panel's pickers offer, handed to them through rjsf's formContext.
import type { WidgetProps } from '@rjsf/utils';
import type { Activity, Catalogue } from '../../api-client/types';
import type { Loaded } from '../../components/use-load';
import type { ExpressionHelp } from '../expression/expression-help';

export interface PanelContext {
  catalogue: Catalogue;
  /** The registered activities (GET activities), for an activity code. */
  activities: Loaded<Activity[]>;
  /** The expression fields' completions and values at a node of the page (the visual editor's). */
  expressionsAt?(pointer: string): ExpressionHelp;
  /** The same, bound to the node the panel edits. */
  expressions?: ExpressionHelp;
}

export const panelContext = (props: Pick<WidgetProps, 'registry'>): PanelContext => props.registry.formContext as PanelContext;
