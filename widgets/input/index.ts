import { defineWidget } from '../define';
import type { InputProps } from '../../schemas/generated/widgets';

export default defineWidget<InputProps>({ type: 'input', schema: () => import('./props.schema.json'), events: ['change', 'enter', 'linkClick'], bindable: true, load: () => import('./Input') });
