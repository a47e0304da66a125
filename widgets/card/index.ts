import { defineWidget } from '../define';
import type { CardProps } from '../../schemas/generated/widgets';

export default defineWidget<CardProps>({ type: 'card', schema: () => import('./props.schema.json'), events: ['click'], load: () => import('./Card') });
