import { defineWidget } from '../define';
import type { EmptyProps } from '../../schemas/generated/widgets';
import schema from './props.schema.json';

export default defineWidget<EmptyProps>({ type: 'empty', schema, load: () => import('./Empty') });
