import { defineWidget } from '../define';
import type { CollapseProps } from '../../schemas/generated/widgets';
import schema from './props.schema.json';

export default defineWidget<CollapseProps>({ type: 'collapse', schema, load: () => import('./Collapse') });
