import { defineWidget } from '../define';
import type { TextProps } from '../../schemas/generated/widgets';
import schema from './props.schema.json';

export default defineWidget<TextProps>({ type: 'text', schema, load: () => import('./Text') });
