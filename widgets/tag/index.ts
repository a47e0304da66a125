import { defineWidget } from '../define';
import type { TagProps } from '../../schemas/generated/widgets';
import schema from './props.schema.json';

export default defineWidget<TagProps>({ type: 'tag', schema, load: () => import('./Tag') });
