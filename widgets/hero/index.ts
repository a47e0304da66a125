import { defineWidget } from '../define';
import type { HeroProps } from '../../schemas/generated/widgets';
import schema from './props.schema.json';

export default defineWidget<HeroProps>({ type: 'hero', schema, load: () => import('./Hero') });
