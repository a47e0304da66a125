import { defineWidget } from '../define';
import type { DividerProps } from '../../schemas/generated/widgets';

export default defineWidget<DividerProps>({ type: 'divider', schema: () => import('./props.schema.json'), load: () => import('./Divider') });
