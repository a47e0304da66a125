import { withTheme, type FormProps } from '@rjsf/core';
import { ErrorListTemplate, FieldTemplate, MultiSchemaFieldTemplate, ObjectFieldTemplate, SubmitButton } from './templates';
import { ArrayFieldItemTemplate, ArrayFieldTemplate } from './arrays';
import { BaseInputTemplate, TextareaWidget } from './inputs';
import { CheckboxesWidget, CheckboxWidget, RadioWidget, SelectWidget } from './choices';
import { FileWidget } from './files';
import { TreeSelectWidget } from './tree-select';
import { SmsCodeWidget } from './sms-code';
import { CaptchaWidget } from './captcha';
import { translateString } from './strings';
import './forms.css';

const ThemedForm = withTheme({
  templates: {
    FieldTemplate,
    ObjectFieldTemplate,
    ArrayFieldTemplate,
    ArrayFieldItemTemplate,
    MultiSchemaFieldTemplate,
    ErrorListTemplate,
    BaseInputTemplate,
    ButtonTemplates: { SubmitButton },
  },
  widgets: { TextareaWidget, SelectWidget, CheckboxWidget, CheckboxesWidget, RadioWidget, FileWidget, 'tree-select': TreeSelectWidget, 'sms-code': SmsCodeWidget, captcha: CaptchaWidget },
});

// A required yes/no question is the customer's to answer, never assumed 否 (a health notice), and a
// consent (`const: true`) is the customer's to give, never ticked for them. A list of unique items is a
// set of choices (checkboxes): it starts empty, not with `minItems` blank items.
const DEFAULTS: FormProps['experimental_defaultFormStateBehavior'] = {
  requiredBooleanDefault: 'skip',
  constAsDefaults: 'never',
  arrayMinItems: { computeSkipPopulate: (_validator, schema) => schema.uniqueItems === true },
};

/**
 * rjsf's Form with the arco-mobile look: white field rows like the `input` widget, selects as bottom
 * sheets, errors under their fields, rjsf's own texts in Chinese, and every control named for assistive
 * technology (widgets/schema-form/names.tsx). rjsf's own TextWidget, EmailWidget and UpDownWidget draw through
 * BaseInputTemplate. Every part is a plain function component (rjsf rejects `memo` widgets).
 */
export function ArcoForm(props: FormProps) {
  return <ThemedForm translateString={translateString} experimental_defaultFormStateBehavior={DEFAULTS} {...props} />;
}
