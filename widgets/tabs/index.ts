import { defineWidget } from '../define';
import type { TabsProps } from '../../schemas/generated/widgets';

export default defineWidget<TabsProps>({ type: 'tabs', schema: () => import('./props.schema.json'), events: ['change'], load: () => import('./Tabs') });
