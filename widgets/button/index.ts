import { defineWidget } from '../define';
import type { ButtonProps } from '../../schemas/generated/widgets';
import schema from './props.schema.json';

export default defineWidget<ButtonProps>({ type: 'button', schema, events: ['click'], load: () => import('./Button') });
