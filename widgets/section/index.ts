import { defineWidget } from '../define';
import type { SectionProps } from '../../schemas/generated/widgets';
import schema from './props.schema.json';

export default defineWidget<SectionProps>({ type: 'section', schema, load: () => import('./Section') });
