import { defineWidget } from '../define';
import type { PickerProps } from '../../schemas/generated/widgets';

export default defineWidget<PickerProps>({ type: 'picker', schema: () => import('./props.schema.json'), events: ['change'], bindable: true, load: () => import('./Picker') });
