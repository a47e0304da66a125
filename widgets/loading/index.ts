import { defineWidget } from '../define';
import type { LoadingProps } from '../../schemas/generated/widgets';
import schema from './props.schema.json';

export default defineWidget<LoadingProps>({ type: 'loading', schema, load: () => import('./Loading') });
