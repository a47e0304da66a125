import { defineWidget } from '../define';
import type { CheckboxProps } from '../../schemas/generated/widgets';
import schema from './props.schema.json';

export default defineWidget<CheckboxProps>({ type: 'checkbox', schema, events: ['change', 'linkClick'], bindable: true, load: () => import('./Checkbox') });
