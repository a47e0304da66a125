import { defineWidget } from '../define';
import type { CodeInputProps } from '../../schemas/generated/widgets';

export default defineWidget<CodeInputProps>({ type: 'code-input', schema: () => import('./props.schema.json'), events: ['send', 'change'], bindable: true, load: () => import('./CodeInput') });
