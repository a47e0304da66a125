import { defineWidget } from '../define';
import type { TagProps } from '../../schemas/generated/widgets';

export default defineWidget<TagProps>({ type: 'tag', schema: () => import('./props.schema.json'), load: () => import('./Tag') });
