import { defineWidget } from '../define';
import type { TabBarProps } from '../../schemas/generated/widgets';
import schema from './props.schema.json';

export default defineWidget<TabBarProps>({ type: 'tab-bar', schema, events: ['change'], load: () => import('./TabBar') });
