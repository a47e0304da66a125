import { defineWidget } from '../define';
import type { StepsProps } from '../../schemas/generated/widgets';

export default defineWidget<StepsProps>({ type: 'steps', schema: () => import('./props.schema.json'), load: () => import('./Steps') });
