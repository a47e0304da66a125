import { defineWidget } from '../define';
import type { ResultProps } from '../../schemas/generated/widgets';
import schema from './props.schema.json';

export default defineWidget<ResultProps>({ type: 'result', schema, load: () => import('./Result') });
