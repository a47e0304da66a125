import { defineWidget } from '../define';
import type { CodeInputProps } from '../../schemas/generated/widgets';
import schema from './props.schema.json';

export default defineWidget<CodeInputProps>({ type: 'code-input', schema, events: ['send', 'change'], bindable: true, load: () => import('./CodeInput') });
