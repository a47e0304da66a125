import { defineWidget } from '../define';
import type { HeroProps } from '../../schemas/generated/widgets';

export default defineWidget<HeroProps>({ type: 'hero', schema: () => import('./props.schema.json'), load: () => import('./Hero') });
