import { defineWidget } from '../define';
import type { RichTextProps } from '../../schemas/generated/widgets';

export default defineWidget<RichTextProps>({ type: 'rich-text', schema: () => import('./props.schema.json'), load: () => import('./RichText') });
