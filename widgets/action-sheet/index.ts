import { defineWidget } from '../define';
import type { ActionSheetProps } from '../../schemas/generated/widgets';
import schema from './props.schema.json';

export default defineWidget<ActionSheetProps>({ type: 'action-sheet', schema, events: ['select', 'close'], load: () => import('./ActionSheet') });
