import { defineWidget } from '../define';
import type { DividerProps } from '../../schemas/generated/widgets';
import schema from './props.schema.json';

export default defineWidget<DividerProps>({ type: 'divider', schema, load: () => import('./Divider') });
