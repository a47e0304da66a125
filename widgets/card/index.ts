import { defineWidget } from '../define';
import type { CardProps } from '../../schemas/generated/widgets';
import schema from './props.schema.json';

export default defineWidget<CardProps>({ type: 'card', schema, events: ['click'], load: () => import('./Card') });
