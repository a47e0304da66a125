import { defineWidget } from '../define';
import type { ActionSheetProps } from '../../schemas/generated/widgets';

export default defineWidget<ActionSheetProps>({ type: 'action-sheet', schema: () => import('./props.schema.json'), events: ['select', 'close'], load: () => import('./ActionSheet') });
