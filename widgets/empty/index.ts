import { defineWidget } from '../define';
import type { EmptyProps } from '../../schemas/generated/widgets';

export default defineWidget<EmptyProps>({ type: 'empty', schema: () => import('./props.schema.json'), load: () => import('./Empty') });
