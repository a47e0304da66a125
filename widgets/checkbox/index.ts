import { defineWidget } from '../define';
import type { CheckboxProps } from '../../schemas/generated/widgets';

export default defineWidget<CheckboxProps>({ type: 'checkbox', schema: () => import('./props.schema.json'), events: ['change', 'linkClick'], bindable: true, load: () => import('./Checkbox') });
