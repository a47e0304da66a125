import { defineWidget } from '../define';
import type { NoticeBarProps } from '../../schemas/generated/widgets';
import schema from './props.schema.json';

export default defineWidget<NoticeBarProps>({ type: 'notice-bar', schema, events: ['click', 'close'], load: () => import('./NoticeBar') });
