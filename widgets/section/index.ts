import { defineWidget } from '../define';
import type { SectionProps } from '../../schemas/generated/widgets';

export default defineWidget<SectionProps>({ type: 'section', schema: () => import('./props.schema.json'), load: () => import('./Section') });
