import { defineWidget } from '../define';
import type { SwiperProps } from '../../schemas/generated/widgets';
import schema from './props.schema.json';

// Heavy (carousel gestures and timers): its own chunk, loaded only by pages that use it.
export default defineWidget<SwiperProps>({ type: 'swiper', schema, events: ['itemClick'], load: () => import('./Swiper') });
