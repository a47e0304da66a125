import { defineWidget } from '../define';
import type { TabsProps } from '../../schemas/generated/widgets';
import schema from './props.schema.json';

export default defineWidget<TabsProps>({ type: 'tabs', schema, events: ['change'], load: () => import('./Tabs') });
