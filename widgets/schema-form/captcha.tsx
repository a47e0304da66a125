import type { WidgetProps } from '@rjsf/utils';
import { BaseInputTemplate } from './inputs';
import type { FormContext } from './form-context';
import '../captcha/captcha.css';

/**
 * A picture code (`"ui:widget": "captcha"`): typed beside the picture schema-form's `captchaImage` gives;
 * a tap on the picture asks the page for a new one (schema-form emits captchaRefresh), as the captcha
 * widget does outside forms.
 */
export function CaptchaWidget(props: WidgetProps) {
  const context = props.registry.formContext as FormContext | undefined;
  return (
    <div className="rf-sms">
      <BaseInputTemplate {...props} type="text" />
      <button type="button" className="w-captcha__image" aria-label="看不清，换一张" disabled={!context || props.disabled} onClick={() => context?.refreshCaptcha(props.name)}>
        {context?.captchaImage ? <img src={context.captchaImage} alt="" /> : <span className="w-captcha__loading">加载中</span>}
      </button>
    </div>
  );
}
