// What the panel's pickers offer, handed to them through rjsf's formContext.
import type { WidgetProps } from '@rjsf/utils';
import type { Activity, Catalogue } from '../../api-client/types';
import type { Loaded } from '../../components/use-load';

export interface PanelContext {
  catalogue: Catalogue;
  /** The registered activities (GET activities), for an activity code. */
  activities: Loaded<Activity[]>;
}

export const panelContext = (props: Pick<WidgetProps, 'registry'>): PanelContext => props.registry.formContext as PanelContext;
