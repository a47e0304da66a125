import { defineWidget } from '../define';
import type { TextProps } from '../../schemas/generated/widgets';

export default defineWidget<TextProps>({ type: 'text', schema: () => import('./props.schema.json'), load: () => import('./Text') });
