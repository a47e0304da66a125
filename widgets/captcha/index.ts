import { defineWidget } from '../define';
import type { CaptchaProps } from '../../schemas/generated/widgets';
import schema from './props.schema.json';

export default defineWidget<CaptchaProps>({ type: 'captcha', schema, events: ['refresh'], bindable: true, load: () => import('./Captcha') });
