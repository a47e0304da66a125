import { defineWidget } from '../define';
import type { CaptchaProps } from '../../schemas/generated/widgets';

export default defineWidget<CaptchaProps>({ type: 'captcha', schema: () => import('./props.schema.json'), events: ['refresh'], bindable: true, load: () => import('./Captcha') });
