import { defineWidget } from '../define';
import type { CellProps } from '../../schemas/generated/widgets';
import schema from './props.schema.json';

export default defineWidget<CellProps>({ type: 'cell', schema, events: ['click'], load: () => import('./Cell') });
