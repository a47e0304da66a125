import { defineWidget } from '../define';
import type { TabBarProps } from '../../schemas/generated/widgets';

export default defineWidget<TabBarProps>({ type: 'tab-bar', schema: () => import('./props.schema.json'), events: ['change'], load: () => import('./TabBar') });
