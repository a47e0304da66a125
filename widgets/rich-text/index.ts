import { defineWidget } from '../define';
import type { RichTextProps } from '../../schemas/generated/widgets';
import schema from './props.schema.json';

export default defineWidget<RichTextProps>({ type: 'rich-text', schema, load: () => import('./RichText') });
