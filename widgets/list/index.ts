import { defineWidget } from '../define';
import type { ListProps } from '../../schemas/generated/widgets';

export default defineWidget<ListProps>({ type: 'list', schema: () => import('./props.schema.json'), load: () => import('./List') });
