import { defineWidget } from '../define';
import type { SwiperProps } from '../../schemas/generated/widgets';

// Heavy (carousel gestures and timers): its own chunk, loaded only by pages that use it.
export default defineWidget<SwiperProps>({ type: 'swiper', schema: () => import('./props.schema.json'), events: ['itemClick'], load: () => import('./Swiper') });
