import { defineWidget } from '../define';
import type { ImageProps } from '../../schemas/generated/widgets';
import schema from './props.schema.json';

export default defineWidget<ImageProps>({ type: 'image', schema, events: ['click'], load: () => import('./Image') });
