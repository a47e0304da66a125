import { defineWidget } from '../define';
import type { NoticeBarProps } from '../../schemas/generated/widgets';

export default defineWidget<NoticeBarProps>({ type: 'notice-bar', schema: () => import('./props.schema.json'), events: ['click', 'close'], load: () => import('./NoticeBar') });
