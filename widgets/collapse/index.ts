import { defineWidget } from '../define';
import type { CollapseProps } from '../../schemas/generated/widgets';

export default defineWidget<CollapseProps>({ type: 'collapse', schema: () => import('./props.schema.json'), load: () => import('./Collapse') });
