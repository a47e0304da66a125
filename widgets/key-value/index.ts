import { defineWidget } from '../define';
import type { KeyValueProps } from '../../schemas/generated/widgets';

export default defineWidget<KeyValueProps>({ type: 'key-value', schema: () => import('./props.schema.json'), load: () => import('./KeyValue') });
