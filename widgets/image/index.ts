import { defineWidget } from '../define';
import type { ImageProps } from '../../schemas/generated/widgets';

export default defineWidget<ImageProps>({ type: 'image', schema: () => import('./props.schema.json'), events: ['click'], load: () => import('./Image') });
