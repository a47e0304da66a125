import { defineWidget } from '../define';
import type { CellGroupProps } from '../../schemas/generated/widgets';
import schema from './props.schema.json';

export default defineWidget<CellGroupProps>({ type: 'cell-group', schema, load: () => import('./CellGroup') });
