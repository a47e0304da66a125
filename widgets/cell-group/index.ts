import { defineWidget } from '../define';
import type { CellGroupProps } from '../../schemas/generated/widgets';

export default defineWidget<CellGroupProps>({ type: 'cell-group', schema: () => import('./props.schema.json'), load: () => import('./CellGroup') });
