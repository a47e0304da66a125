import { defineWidget } from '../define';
import type { KeyValueProps } from '../../schemas/generated/widgets';
import schema from './props.schema.json';

export default defineWidget<KeyValueProps>({ type: 'key-value', schema, load: () => import('./KeyValue') });
