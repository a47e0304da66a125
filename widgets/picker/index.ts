import { defineWidget } from '../define';
import type { PickerProps } from '../../schemas/generated/widgets';
import schema from './props.schema.json';

export default defineWidget<PickerProps>({ type: 'picker', schema, events: ['change'], bindable: true, load: () => import('./Picker') });
