// rjsf's Form in the panel's arco theme, with the pickers the form plan names (panel/form-schema.ts).
// Validation is the gates': their refusals come in as extraErrors, under the field each names.
import { withTheme, type IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { translateString } from '../../../../widgets/schema-form/strings';
import type { JsonSchema } from '../../api-client/types';
import { BaseInputTemplate, CheckboxWidget, ExpressionWidget, SelectWidget, TextareaWidget } from './inputs';
import type { PanelContext } from './panel-context';
import { ActivityPicker } from './pickers/ActivityPicker';
import { ColourPicker } from './pickers/ColourPicker';
import { IconPicker } from './pickers/IconPicker';
import { ImagePicker } from './pickers/ImagePicker';
import { LinkPicker } from './pickers/LinkPicker';
import { ArrayFieldItemTemplate, ArrayFieldTemplate, ErrorListTemplate, FieldTemplate, ObjectFieldTemplate, SubmitButton } from './templates';

const ThemedForm = withTheme({
  templates: { FieldTemplate, ObjectFieldTemplate, ArrayFieldTemplate, ArrayFieldItemTemplate, ErrorListTemplate, BaseInputTemplate, ButtonTemplates: { SubmitButton } },
  widgets: {
    TextareaWidget, SelectWidget, CheckboxWidget,
    expression: ExpressionWidget, icon: IconPicker, link: LinkPicker, activity: ActivityPicker, colour: ColourPicker, image: ImagePicker,
  },
});

interface Props {
  /** Names the form's field ids apart from any other on the screen. */
  id: string;
  schema: JsonSchema;
  uiSchema: UiSchema;
  value: Record<string, unknown>;
  errors: ErrorSchema;
  context: PanelContext;
  disabled?: boolean;
  onChange(value: Record<string, unknown>, field: string | undefined): void;
}

/** The form of one node's props (or a fragment's params, or the page's settings). */
export function PanelForm({ id, schema, uiSchema, value, errors, context, disabled, onChange }: Props) {
  return (
    <ThemedForm
      className="visual-form" idPrefix={id} schema={schema} uiSchema={uiSchema} formData={value} formContext={context} validator={validator}
      extraErrors={errors} showErrorList={false} noHtml5Validate disabled={disabled} translateString={translateString}
      experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults', arrayMinItems: { populate: 'never' } }}
      onChange={(event: IChangeEvent, field?: string) => onChange((event.formData ?? {}) as Record<string, unknown>, field)}
    />
  );
}
