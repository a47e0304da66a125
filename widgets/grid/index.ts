import { defineWidget } from '../define';
import type { GridProps } from '../../schemas/generated/widgets';
import schema from './props.schema.json';

export default defineWidget<GridProps>({ type: 'grid', schema, events: ['itemClick'], load: () => import('./Grid') });
