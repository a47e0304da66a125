import { defineWidget } from '../define';
import type { InputProps } from '../../schemas/generated/widgets';
import schema from './props.schema.json';

export default defineWidget<InputProps>({ type: 'input', schema, events: ['change', 'enter', 'linkClick'], bindable: true, load: () => import('./Input') });
