import { defineWidget } from '../define';
import type { CellProps } from '../../schemas/generated/widgets';

export default defineWidget<CellProps>({ type: 'cell', schema: () => import('./props.schema.json'), events: ['click'], load: () => import('./Cell') });
