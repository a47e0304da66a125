import { defineWidget } from '../define';
import type { GridProps } from '../../schemas/generated/widgets';

export default defineWidget<GridProps>({ type: 'grid', schema: () => import('./props.schema.json'), events: ['itemClick'], load: () => import('./Grid') });
