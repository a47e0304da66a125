import { defineWidget } from '../define';
import type { ListProps } from '../../schemas/generated/widgets';
import schema from './props.schema.json';

export default defineWidget<ListProps>({ type: 'list', schema, load: () => import('./List') });
