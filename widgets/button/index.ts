import { defineWidget } from '../define';
import type { ButtonProps } from '../../schemas/generated/widgets';

export default defineWidget<ButtonProps>({ type: 'button', schema: () => import('./props.schema.json'), events: ['click'], load: () => import('./Button') });
