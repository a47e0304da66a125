import { defineWidget } from '../define';
import type { LoadingProps } from '../../schemas/generated/widgets';

export default defineWidget<LoadingProps>({ type: 'loading', schema: () => import('./props.schema.json'), load: () => import('./Loading') });
