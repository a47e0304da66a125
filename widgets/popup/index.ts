import { defineWidget } from '../define';
import type { PopupProps } from '../../schemas/generated/widgets';

export default defineWidget<PopupProps>({ type: 'popup', schema: () => import('./props.schema.json'), events: ['close'], load: () => import('./Popup') });
