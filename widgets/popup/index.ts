import { defineWidget } from '../define';
import type { PopupProps } from '../../schemas/generated/widgets';
import schema from './props.schema.json';

export default defineWidget<PopupProps>({ type: 'popup', schema, events: ['close'], load: () => import('./Popup') });
