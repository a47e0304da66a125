import { defineWidget } from '../define';
import type { ResultProps } from '../../schemas/generated/widgets';

export default defineWidget<ResultProps>({ type: 'result', schema: () => import('./props.schema.json'), load: () => import('./Result') });
