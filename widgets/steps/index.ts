import { defineWidget } from '../define';
import type { StepsProps } from '../../schemas/generated/widgets';
import schema from './props.schema.json';

export default defineWidget<StepsProps>({ type: 'steps', schema, load: () => import('./Steps') });
